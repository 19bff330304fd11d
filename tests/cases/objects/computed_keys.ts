// Computed property keys whose types are string or number literals.
const KEY_A = "alpha";
const KEY_B = "beta";
const o = { [KEY_A]: 1, [KEY_B]: 2, gamma: 3 };
console.log(o.alpha, o.beta, o.gamma, o[KEY_A] + o[KEY_B]);
o[KEY_A] = 10;
console.log(o.alpha, o);

// Bracket access with a string literal is the same property.
const rec = { width: 4, height: 5 };
rec["width"] = rec["height"] * 2;
console.log(rec.width, rec["height"], rec);

// Keys that are not identifiers must be quoted, and print quoted.
const headers = { "content-type": "text/plain", "x-count": 3, plain: true };
console.log(headers["content-type"], headers["x-count"], headers.plain);
console.log(headers);

// Numeric literal keys: integer-like keys come first, in ascending order.
const byNum = { b: "bee", 10: "ten", 2: "two", a: "ay" };
console.log(byNum[2], byNum[10], byNum.a);
console.log(byNum);

// A union of literal keys selects a property.
type Axis = "x" | "y" | "z";
const v = { x: 1.5, y: -2, z: 0.25 };
function get(axis: Axis): number {
  return v[axis];
}
function set(axis: Axis, value: number): void {
  v[axis] = value;
}
const axes: Axis[] = ["x", "y", "z"];
for (const a of axes) set(a, get(a) * 2);
console.log(axes.map((a) => a + "=" + get(a)).join(" "));

// A computed key from a const number.
const SLOT = 3;
const slots = { [SLOT]: "third", [SLOT + 1]: "fourth" };
console.log(slots[3], slots[4], slots);
