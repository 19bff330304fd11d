// Generates permutations of a string recursively.
let out: string = "";
let count: number = 0;
function permute(prefix: string, rest: string): void {
  if (rest.length === 0) {
    count++;
    out += prefix + " ";
    return;
  }
  for (let i = 0; i < rest.length; i++) {
    permute(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  }
}
permute("", "abcd");
console.log(count);
console.log(out.trimEnd());
count = 0;
out = "";
permute("", "");
console.log(count, quoted(out));
function quoted(s: string): string {
  return '"' + s + '"';
}
function countPaths(r: number, c: number): number {
  if (r === 0 || c === 0) return 1;
  return countPaths(r - 1, c) + countPaths(r, c - 1);
}
console.log(countPaths(3, 3), countPaths(6, 6), countPaths(10, 5));
