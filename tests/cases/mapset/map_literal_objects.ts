// new Map([...]) and array literals whose values are object literals (or arrays
// of them) of one shape: one value type, as tsc's subtype reduction gives.
const byName = new Map([["ann", { age: 31, tags: ["a"] }], ["bob", { age: 27, tags: [] as string[] }]]);
byName.set("cat", { age: 40, tags: ["x", "y"] });
for (const [name, p] of byName) console.log(name, p.age, p.tags.join("|") || "-");
const files = new Map([["src", [{ bytes: 120 }, { bytes: 30 }]], ["docs", [{ bytes: 200 }]]]);
console.log(files, [...files.values()].map((fs) => fs.reduce((s, f) => s + f.bytes, 0)));
const grid = [[{ x: 0, y: 0 }], [{ x: 1, y: 0 }, { x: 1, y: 1 }]];
console.log(grid.flat().map((p) => p.x + p.y), grid[1][1].y);
const opt = new Map([[1, { label: "one", note: "first" as string | undefined }], [2, { label: "two", note: undefined }]]);
console.log(opt.get(2)?.note ?? "(none)", opt);
