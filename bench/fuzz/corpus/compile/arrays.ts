const xs: number[] = [3, 1, 2];
const names: Array<string> = ["a", "b"];
xs.push(4);
for (const v of xs) names.push(String(v));
let m: (number | string)[] = [1, "two"];
console.log(xs.length, xs.join("-"), names.slice(1), m.includes(1), xs[10], xs.indexOf(2));
