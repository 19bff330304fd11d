// Array methods: indexOf, includes, join, slice, reverse, fill, at, concat.
const a = [1, 2, 3, 2, 1, NaN];
console.log(a.indexOf(2), a.lastIndexOf(2), a.indexOf(2, 2), a.indexOf(7), a.indexOf(1, -2));
console.log(a.includes(NaN), a.indexOf(NaN), a.includes(3, 3), a.includes(3, -4));
console.log(a.join(), a.join(""), a.join(" - "), [1.5, -0, 1e21, 1e-7].join(";"));
console.log(a.slice(1, 3).join(), a.slice(-3, -1).join(), a.slice(4).join(), a.slice(10).length);
const r = [1, 2, 3, 4];
const same = r.reverse();
console.log(r.join(), same === r);
console.log(new Array<number>(4).fill(7).join(), [1, 2, 3, 4, 5].fill(0, 1, 3).join(), [1, 2, 3].fill(9, -1).join());
console.log(r.at(0), r.at(-1), r.at(10));
const c = r.concat([10, 11], [12]);
console.log(c.join(), r.length, c.length);
const strs = ["b", "a"].concat(["c"]);
console.log(strs.join(""), strs.toString(), String([1, [2, 3]].length));
console.log([true, false].join(), ["", "x", ""].join("."), ([] as number[]).length);
