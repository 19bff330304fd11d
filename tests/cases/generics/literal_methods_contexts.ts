// Generic methods of object literals in callbacks, generic functions, loops and typed arrays of such objects.
const xs = [1, 2, 3].map((n) => ({ n, id<T>(x: T): T { return x; } }).id(n * 2));
console.log(xs);
function outer<K>(k: K) {
  const o = { k, pair<T>(x: T): [K, T] { return [this.k, x]; } };
  return o.pair("v");
}
console.log(outer(1), outer("s"), outer(true));
const objs: { id<T>(x: T): T }[] = [];
for (let i = 0; i < 3; i++) objs.push({ id<T>(x: T): T { return x; } });
console.log(objs.map((o, i) => o.id(i)), objs[0].id("z"));
