// The default sort compares String(x): for objects that means their toString().
class Version {
  constructor(public major: number, public minor: number) {}
  toString(): string {
    return this.major + "." + this.minor;
  }
}
const vs = [new Version(1, 10), new Version(1, 2), new Version(10, 0), new Version(2, 0), new Version(1, 2)];
console.log(vs.slice().sort().join(" "));
console.log(vs.slice().sort((a, b) => a.major - b.major || a.minor - b.minor).join(" "));

// Objects without toString all stringify to "[object Object]": the order is kept.
const plain = [{ id: 3 }, { id: 1 }, { id: 2 }];
console.log(plain.sort().map((p) => p.id).join(","));

// Nested arrays sort by their joined strings.
const rows = [[10, 1], [9], [1, 2, 3], [1, 10], [1, 2]];
console.log(rows.sort().map((r) => "[" + r.join(",") + "]").join(" "));

// Booleans and mixed-case strings.
console.log([true, false, true].sort().join(","), ["b", "B", "a", "A", "_", "1"].sort().join(""));
