// Counts N-queens solutions with bitmask backtracking.
let full: number = 0;
function solve(cols: number, diag1: number, diag2: number): number {
  if (cols === full) return 1;
  let count: number = 0;
  let avail: number = full & ~(cols | diag1 | diag2);
  while (avail !== 0) {
    const bit: number = avail & -avail;
    avail ^= bit;
    count += solve(cols | bit, ((diag1 | bit) << 1) & full, (diag2 | bit) >>> 1);
  }
  return count;
}
for (let n = 1; n <= 10; n++) {
  full = (1 << n) - 1;
  console.log(n, solve(0, 0, 0));
}
