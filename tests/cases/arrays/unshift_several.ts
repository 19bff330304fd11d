// unshift with several arguments (or none): evaluated in order, inserted in order, returns the new length.
const q: string[] = [];
console.log(q.push("a", "b"), q.unshift("z"), q.unshift("x", "y"), q);
let n = 0;
const nums = [5];
console.log(nums.unshift(++n, ++n, ++n), nums, nums.unshift(), nums);
const objs: { id: number }[] = [{ id: 9 }];
objs.unshift({ id: 1 }, { id: 2 });
console.log(objs);
