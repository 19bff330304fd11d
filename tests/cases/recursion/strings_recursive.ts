// Recursion over strings: reverse, binary, balanced parentheses, subsequences.
function rev(s: string): string {
  return s.length <= 1 ? s : rev(s.slice(1)) + s[0];
}
function binary(n: number): string {
  return n < 2 ? String(n) : binary(Math.floor(n / 2)) + (n % 2);
}
function balanced(s: string, i: number, depth: number): boolean {
  if (depth < 0) return false;
  if (i === s.length) return depth === 0;
  if (s[i] === "(") return balanced(s, i + 1, depth + 1);
  if (s[i] === ")") return balanced(s, i + 1, depth - 1);
  return balanced(s, i + 1, depth);
}
let subs: string = "";
function subsequences(prefix: string, rest: string): void {
  if (rest.length === 0) {
    subs += "[" + prefix + "]";
    return;
  }
  subsequences(prefix + rest[0], rest.slice(1));
  subsequences(prefix, rest.slice(1));
}
console.log(rev("recursion"), rev(""), rev("日本語"), binary(0), binary(10), binary(2 ** 40 + 1));
console.log(balanced("(a(b)c)", 0, 0), balanced("(()", 0, 0), balanced(")(", 0, 0), balanced("", 0, 0));
subsequences("", "abc");
console.log(subs);
let longRev: string = "";
for (let i = 0; i < 3000; i++) longRev += String.fromCharCode(97 + (i % 26));
console.log(rev(longRev).slice(0, 26), rev(rev(longRev)) === longRev);
