// map/filter/reduce/some/every/find*/forEach/sort/splice/flat with arrows and named functions.
const xs = [5, 3, 8, 1, 9, 2];
console.log(xs.map((x) => x * 2), xs.filter((x) => x % 2 === 1));
console.log(xs.reduce((s, x) => s + x, 0), xs.reduce((a, b) => Math.max(a, b)));
console.log(xs.some((x) => x > 8), xs.every((x) => x > 0), xs.find((x) => x > 5), xs.findIndex((x) => x > 5), xs.find((x) => x > 50));
let total = 0;
xs.forEach((x, i) => { total += x * i; });
console.log(total);
const words = ["pear", "Apple", "fig", "banana"];
console.log(words.map((w) => w.length), words.map((w, i) => `${i}:${w}`).join(" "));
console.log([10, 9, 1, 100, 25].sort(), [10, 9, 1, 100, 25].sort((a, b) => a - b), words.slice().sort());
interface P { name: string; age: number }
const ps: P[] = [{ name: "a", age: 30 }, { name: "b", age: 25 }, { name: "c", age: 30 }, { name: "d", age: 25 }];
console.log(ps.sort((p, q) => p.age - q.age).map((p) => p.name).join(""));
console.log(ps.reduceRight((acc, p) => acc + p.name, ">"), xs.findLast((x) => x < 5), xs.findLastIndex((x) => x < 5));
const arr = [1, 2, 3, 4, 5];
console.log(arr.splice(1, 2), arr, arr.splice(1), arr);
const nested = [[1, 2], [3], []];
console.log(nested.flat(), [[["a"]], [["b", "c"]]].flat());
function double(n: number): number { return n * 2; }
console.log(xs.map(double));
const fns = [1, 2, 3].map((k) => (x: number) => x + k);
console.log(fns.map((f) => f(10)));
