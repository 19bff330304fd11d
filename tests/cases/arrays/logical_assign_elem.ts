const buckets: string[][] = [];
let calls = 0;
const idx = (k: number): number => { calls++; return k % 3; };
for (const w of ["ant", "bee", "cat", "dog", "eel"]) (buckets[idx(w.length + w.charCodeAt(0))] ??= []).push(w);
console.log(buckets, calls);
const names = ["", "bo", ""];
names[0] ||= "anon";
names[1] ||= "anon";
names[2] &&= "never";
names[1] &&= names[1].toUpperCase();
console.log(names);
const memo: number[] = [];
function fib(n: number): number {
  if (n < 2) return n;
  return (memo[n] ??= fib(n - 1) + fib(n - 2));
}
console.log(fib(40), memo.length);
const flags: boolean[] = [true, false];
flags[1] ||= true;
flags[0] &&= false;
console.log(flags, (flags[5] ??= true), flags.length);
