// console.log with several arguments: separated by one space, each inspected on its own.
const o = { a: 1 };
const arr = [1, "two", true];
console.log("label", o, arr, 3, "end");
console.log(o, "middle", o);
console.log(1, -0, NaN, "str", null, undefined, true);
console.log("", "", "x");
console.log();
console.log([], {}, "[]", "{}");
// A multi-line object in the middle of a line.
console.log("before", { alpha: "aaaaaaaaaaaaaaaaaaaa", beta: "bbbbbbbbbbbbbbbbbbbb", gamma: "ccccccccccccccccccc" }, "after");
// Strings containing newlines are printed raw at the top level.
console.log("line1\nline2", ["line1\nline2"]);
// Arrays of mixed primitive types.
const mixed: (number | string | boolean | null)[] = [1, "a", true, null, 2.5, "b", false];
console.log(mixed);
// Nested arrays of strings and numbers.
console.log([["a", 1], ["b", 2]], [[1, 2, 3], ["x"]]);
