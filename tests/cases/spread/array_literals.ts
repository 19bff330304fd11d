// Spread in array literals: arrays, tuples, strings, Map and Set.
const head = [1, 2];
const tail = [5, 6];
const all = [0, ...head, 3, 4, ...tail, 7];
console.log(all, all.length);

// Copies are new arrays.
const copy = [...head];
copy.push(99);
console.log(head, copy);

// Immutable updates, reducer style.
interface Todo {
  id: number;
  text: string;
}
let todos: Todo[] = [];
todos = [...todos, { id: 1, text: "write" }];
todos = [...todos, { id: 2, text: "test" }];
todos = [{ id: 0, text: "plan" }, ...todos];
console.log(todos.map((t) => t.text).join(" > "));

// Mixing element types widens the element type.
const mixed = [..."ab", ...[1, 2], true];
console.log(mixed);

// Strings spread into code points (not UTF-16 units).
const word = "naïve 🚀!";
const chars = [...word];
console.log(chars.join("|"), chars.length, word.length);
console.log([...word].reverse().join(""));

// Map and Set.
const ages = new Map<string, number>([
  ["ann", 31],
  ["bob", 25],
]);
ages.set("cyd", 40);
console.log([...ages]);
console.log([...ages.keys()], [...ages.values()]);
const byAge = [...ages].sort(([, a], [, b]) => a - b);
console.log(byAge.map(([name]) => name));
const unique = [...new Set([3, 1, 3, 2, 1])];
console.log(unique);
const tagSet = new Set(["x", "y"]);
console.log([...tagSet, "z"], [...tagSet.entries()]);
console.log(Array.from(ages), Array.from(ages.entries())[1]);

// Empty spreads.
const none: number[] = [];
console.log([...none], [...none, ...none, 1]);

// Nested arrays.
const grid = [[1, 2], [3]];
const flat = [...grid[0], ...grid[1]];
const withRow = [...grid, [4, 5]];
console.log(flat, withRow);
