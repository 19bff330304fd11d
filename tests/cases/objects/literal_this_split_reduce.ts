// Object literal methods using this (with a declared type), String split, reduce with an annotated accumulator.
console.log("a,b,,c".split(","), "abc".split(""), "one two".split(" ", 1), "".split(","), "x".split(undefined));
interface Acct { balance: number; deposit(n: number): void; describe(): string }
const acct: Acct = {
  balance: 10,
  deposit(n: number): void { this.balance += n; },
  describe() { return `balance ${this.balance}`; },
};
acct.deposit(5);
console.log(acct.describe(), acct.balance);
const groups = [[1, 2], [3], [4, 5, 6]];
console.log(groups.reduce((acc: number[], g) => acc.concat(g), []));
const words = "the quick brown fox jumps over the lazy dog".split(" ");
const counts = words.reduce((m: { w: string; n: number }[], w) => {
  const e = m.find((x) => x.w === w);
  if (e !== undefined) e.n++;
  else m.push({ w, n: 1 });
  return m;
}, []);
console.log(counts.filter((e) => e.n > 1));
