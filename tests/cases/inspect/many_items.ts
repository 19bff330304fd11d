// Arrays of more than 6 short items are grouped in columns; more than 100 items are cut off.
console.log([1, 2, 3, 4, 5, 6]);
console.log([1, 2, 3, 4, 5, 6, 7]);
console.log(Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i)));
console.log(Array.from({ length: 30 }, (_, i) => i * i * i));
console.log(Array.from({ length: 101 }, (_, i) => i % 10));
console.log(Array.from({ length: 150 }, (_, i) => i));
console.log(Array.from({ length: 102 }, (_, i) => "s" + i).slice(0, 101).length);
// Strings are left-aligned, numbers right-aligned.
console.log(["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "g", "hh", "iii"]);
console.log([1, 22, 333, 4444, 55555, 666666, 7, 88, 999]);
console.log([true, false, true, false, true, false, true, false]);
// Objects inside long arrays are not grouped when they are long.
console.log(Array.from({ length: 8 }, (_, i) => ({ i })));
console.log(Array.from({ length: 8 }, (_, i) => ({ index: i, name: "item number " + i })));
// More than 100 objects.
const objs = Array.from({ length: 103 }, (_, i) => ({ v: i }));
console.log(objs.length, objs.slice(100));
// A long array nested in an object.
console.log({ data: Array.from({ length: 12 }, (_, i) => i * 1.5), n: 12 });
