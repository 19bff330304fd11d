// Object.fromEntries(xs.map(x => [k, v])): the callback's [k, v] is a pair, as for new Map(...)
// (its members may be of different kinds: a string key, an array value).
const byDept = new Map<string, { id: number }[]>([["eng", [{ id: 1 }, { id: 3 }]], ["ops", [{ id: 2 }]]]);
const o = Object.fromEntries([...byDept].map(([d, l]) => [d, l.map(e => e.id)]));
console.log(o, JSON.stringify(o), o.eng.length);
const words = ["apple", "kiwi", "banana"];
const lens = Object.fromEntries(words.map(w => [w, w.length]));
console.log(lens, lens.kiwi + 1);
const flags = Object.fromEntries(words.map((w, i) => [w.toUpperCase(), i % 2 === 0]));
console.log(flags);
