const parts: string[][] = [["a"], ["b", "c"], []];
const flat = ([] as string[]).concat(...parts);
console.log(flat, flat.length);
const xs = [1, 2];
console.log(xs.concat(...[[3], [4, 5]], [6]));
const nums = [5, 1, 4];
nums.splice(1, 1, ...[9, 8, 7]);
console.log(nums);
const removed = nums.splice(0, 2, ...[]);
console.log(removed, nums);
const q: number[] = [];
console.log(q.unshift(...[1, 2, 3]), q);
console.log(String.fromCodePoint(...[0x1f600, 65]));
try { String.fromCodePoint(...[65, -1]); } catch (e) { console.log((e as Error).message); }
const big = Array.from({ length: 5 }, (_, i) => 65 + i);
console.log(String.fromCharCode(...big), Math.hypot(...[]), Math.hypot(...[3, 4, 12]));
class Acc {
  total = 0;
  add(...ns: number[]): this { for (const n of ns) this.total += n; return this; }
}
const acc = new Acc();
acc.add(...nums).add(1, ...[2, 3]);
console.log(acc.total);
const holder = { acc, f: (a: number, b: number) => a * b };
const ab: [number, number] = [6, 7];
console.log(holder.f(...ab), holder.acc.add(...ab).total);
console.debug(...["dbg", 1]);
