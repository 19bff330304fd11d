// indexOf/lastIndexOf/includes: identity for objects, SameValueZero vs strict equality for NaN.
class Tag {
  constructor(public name: string) {}
}
const red = new Tag("red");
const blue = new Tag("blue");
const tags = [red, blue, red, new Tag("red")];
console.log(tags.indexOf(red), tags.lastIndexOf(red), tags.indexOf(new Tag("red")), tags.includes(blue));
console.log(tags.findIndex((t) => t.name === "red" && t !== red), tags.filter((t) => t === red).length);

// NaN: includes finds it, indexOf does not.
const nums = [1, NaN, 3, -0];
console.log(nums.includes(NaN), nums.indexOf(NaN), nums.lastIndexOf(NaN), nums.findIndex((x) => Number.isNaN(x)));
// +0 and -0 are equal for all three.
console.log(nums.includes(0), nums.indexOf(0), nums.lastIndexOf(+0), [0].includes(-0));

// Strings and booleans.
const words = ["a", "b", "a", "c"];
console.log(words.indexOf("a"), words.lastIndexOf("a"), words.indexOf("a", 1), words.includes("d"), words.indexOf("A"));
const flags = [false, true, false];
console.log(flags.indexOf(true), flags.lastIndexOf(false), flags.includes(true));

// Arrays as elements are compared by identity too.
const row = [1, 2];
const grid = [row, [1, 2], row];
console.log(grid.indexOf(row), grid.lastIndexOf(row), grid.indexOf([1, 2]), grid.includes(grid[1]));

// Removing duplicates of objects by identity and by key.
const dupes = [red, blue, red, blue, new Tag("blue")];
const uniqueById = dupes.filter((t, i) => dupes.indexOf(t) === i);
const uniqueByName = dupes.filter((t, i) => dupes.findIndex((u) => u.name === t.name) === i);
console.log(uniqueById.length, uniqueByName.map((t) => t.name).join(","));

// null and undefined elements.
const maybe: (Tag | null)[] = [null, red, null];
console.log(maybe.indexOf(null), maybe.lastIndexOf(null), maybe.includes(blue), maybe);
