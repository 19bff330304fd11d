// concat and slice make shallow copies; nested objects are shared.
interface Box {
  v: number;
}
const a: Box[] = [{ v: 1 }, { v: 2 }];
const b: Box[] = [{ v: 3 }];
const c = a.concat(b);
const d = a.concat(b, [{ v: 4 }], a);
console.log(c.length, d.length, c[0] === a[0], d[4] === a[0]);
c[0].v = 100;
console.log(a[0].v, d[0].v, d[4].v);
c.push({ v: 5 });
console.log(a.length, c.length);

// concat with plain values and nested arrays (only one level is spread).
const n = [1, 2].concat([3], [4, 5]);
console.log(n);
const nested = [[1], [2]].concat([[3, 4]]);
console.log(nested, nested.length);

// slice ranges.
const xs = [10, 20, 30, 40, 50];
console.log(xs.slice(), xs.slice(2), xs.slice(-2), xs.slice(1, -1), xs.slice(3, 1), xs.slice(-10, 2), xs.slice(2, 100));
const copy = xs.slice();
copy[0] = -1;
console.log(xs[0], copy[0], copy === xs);

// reverse is in place; slice().reverse() is not.
const r = xs.slice().reverse();
console.log(r, xs);
const same = xs.reverse();
console.log(same === xs, xs);

// join on numbers, booleans, undefined and nested arrays.
const mixed: (number | undefined)[] = [1, undefined, 3];
console.log(mixed.join("-"), [true, false].join(), [[1, 2], [3]].join(";"), [null, 1].join("+"));
console.log(["a", "b", "c"].join(""), [1].join("xyz"), ([] as string[]).join(","), [1, 2, 3].join(undefined));

// indexOf / lastIndexOf / includes with fromIndex.
const ys = [1, 2, 3, 1, 2, 3];
console.log(ys.indexOf(2, 2), ys.lastIndexOf(1, 2), ys.lastIndexOf(3, -2), ys.includes(1, 4), ys.indexOf(3, -1));
