// Arrays inside objects: short ones inline, long ones grouped with indentation.
console.log({ small: [1, 2, 3], strs: ["a", "b"] });
console.log({ seven: [1, 2, 3, 4, 5, 6, 7] });
console.log({ level1: { level2: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] } });
console.log({ words: ["one", "two", "three", "four", "five", "six", "seven", "eight"] });
console.log({ matrix: [[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12], [13, 14]] });
console.log({ empty: [], holes: new Array<number>(3), zeros: new Array<number>(3).fill(0) });
console.log([{ tags: ["x", "y"] }, { tags: [] }]);
console.log({ long: Array.from({ length: 27 }, (_, i) => i * 37) });
console.log({ a: { b: Array.from({ length: 8 }, (_, i) => "s" + i) } });
