const o: Record<string, number> = { a: 1, b: 2 };
console.log(Object.hasOwn(o, "a"), Object.hasOwn(o, "toString"), Object.hasOwn(o, "zz"));
class P { x = 1; m() { return 1; } }
const p = new P();
console.log(Object.hasOwn(p, "x"), Object.hasOwn(p, "m"), Object.hasOwn(p, "y"));
const lit = { q: 1, r: undefined as number | undefined };
console.log(Object.hasOwn(lit, "q"), Object.hasOwn(lit, "r"), Object.hasOwn(lit, "s"));
const arr = [1, 2, 3];
console.log(Object.hasOwn(arr, 0), Object.hasOwn(arr, "length"), Object.hasOwn(arr, 5));
const k: string = "b";
console.log(Object.hasOwn(o, k));
interface Opt { a?: number; b: string }
const op: Opt = { b: "x" };
console.log(Object.hasOwn(op, "a"), Object.hasOwn(op, "b"));
const data: Record<string, number> = JSON.parse('{"n": 1}');
console.log(Object.hasOwn(data, "n"), Object.hasOwn(data, "toString"), "toString" in data, "n" in data);
function count(words: string[]): Record<string, number> {
  const r: Record<string, number> = {};
  for (const w of words) r[w] = Object.hasOwn(r, w) ? r[w] + 1 : 1;
  return r;
}
console.log(count(["a", "constructor", "a", "toString", "b"]));
