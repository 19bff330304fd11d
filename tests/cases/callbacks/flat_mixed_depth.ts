// flat on arrays whose elements mix numbers and nested arrays (union element types).
const mixed = [1, [2, 3], [[4, 5], 6], [[[7]]]];
console.log(mixed.flat());
console.log(mixed.flat(2));
console.log(mixed.flat(Infinity));
console.log(mixed.flat(0));
const words = ["a", ["b", ["c"]]].flat(Infinity);
console.log(words.join(""), words.length);
const deep = [[1, [2, [3, [4]]]]];
console.log(deep.flat(), deep.flat(3));
