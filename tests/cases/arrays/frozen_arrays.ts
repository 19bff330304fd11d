// Arrays frozen, sealed or made non-extensible: what strict-mode JavaScript
// forbids throws Node's TypeError, the rest works.
type Op = [string, (a: number[]) => unknown];
const ops: Op[] = [
  ["set0", (a) => { a[0] = 9; }], ["setEnd", (a) => { a[a.length] = 9; }], ["push", (a) => a.push(4)],
  ["pop", (a) => a.pop()], ["shift", (a) => a.shift()], ["unshift", (a) => a.unshift(0)],
  ["splice", (a) => a.splice(0, 1)], ["spliceEnd", (a) => a.splice(2, 1)], ["spliceIns", (a) => a.splice(1, 0, 7)],
  ["spliceSame", (a) => a.splice(1, 1, 8)], ["reverse", (a) => a.reverse()], ["sort", (a) => a.sort()],
  ["fill", (a) => a.fill(0)], ["fillNone", (a) => a.fill(0, 3)], ["copyWithin", (a) => a.copyWithin(0, 1)],
  ["len0", (a) => { a.length = 0; }], ["lenUp", (a) => { a.length = 5; }], ["pushSpread", (a) => a.push(...[5, 6])],
  ["inc", (a) => { a[1]++; }],
];
const makers: [string, (a: number[]) => number[]][] = [
  ["freeze", (a) => Object.freeze(a) as number[]],
  ["seal", (a) => Object.seal(a)],
  ["preventExtensions", (a) => Object.preventExtensions(a)],
];
for (const [kind, mk] of makers) {
  for (const [name, f] of ops) {
    const a = mk([3, 1, 2]);
    try {
      f(a);
      console.log(kind, name, "ok", JSON.stringify(a));
    } catch (e) {
      console.log(kind, name, (e as Error).name, (e as Error).message);
    }
  }
  const empty = mk([]);
  for (const [name, f] of ops) {
    try { f(empty); console.log(kind, "empty", name, "ok", empty.length); } catch (e) { console.log(kind, "empty", name, (e as Error).message); }
  }
  console.log(kind, Object.isFrozen(mk([1])), Object.isSealed(mk([1])), Object.isExtensible(mk([1])));
  console.log(kind, Object.isFrozen(mk([])), Object.isSealed(mk([])), Object.isExtensible(mk([])));
}
const words = Object.freeze(["a", "b"]);
try { (words as string[])[0] = "z"; } catch (e) { console.log((e as Error).message); }
try { (words as string[]).push("c"); } catch (e) { console.log((e as Error).message); }
console.log(words, words.map((w) => w.toUpperCase()), words.includes("b"));
const objs = Object.freeze([{ n: 1 }]);
objs[0].n = 2; // the elements themselves stay mutable
console.log(objs);
try { Object.freeze(new Float64Array(2)); } catch (e) { console.log((e as Error).message); }
console.log(Object.isFrozen(Object.freeze(new Float64Array(0))));
