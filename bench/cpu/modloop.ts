// The integer-specialisation benchmark: a checksum loop whose values stay integral.
function checksum(n: number): number {
  let result = 0;
  for (let i = 0; i < n; i++) result = (result + i * 31) % 1_000_000_007;
  return result;
}
const n: number = process.argv.length > 2 ? Number(process.argv[2]) : 200_000_000;
console.log(checksum(n));
