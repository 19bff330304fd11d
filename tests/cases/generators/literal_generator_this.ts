// Generator methods of object literals that read 'this' (an iterable literal with
// *[Symbol.iterator]()), and generators given a contextual Generator type.
const range = {
  from: 1, to: 4,
  *[Symbol.iterator]() { for (let i = this.from; i <= this.to; i++) yield i; },
};
console.log([...range], Math.max(...range));
for (const x of range) console.log(x);
const g: () => Generator<number, string> = function* () { yield 1; return "done"; };
const it = g();
console.log(it.next(), it.next());
const tree = {
  value: 1, kids: [2, 3],
  *walk(): Generator<number> { yield this.value; for (const k of this.kids) yield k; },
};
console.log([...tree.walk()]);
async function* ag() { yield 1; }
const agf: () => AsyncGenerator<number> = ag;
(async () => { for await (const v of agf()) console.log("a", v); })();
