// Object.keys / Object.values of a string enum: names and members in
// declaration order; the members keep the enum type.
enum Color { Red = "red", Green = "green", Blue = "blue" }
const names = Object.keys(Color);
const values = Object.values(Color);
console.log(names, values, values.length);
function hex(c: Color): string {
  switch (c) {
    case Color.Red: return "#f00";
    case Color.Green: return "#0f0";
    case Color.Blue: return "#00f";
  }
}
console.log(values.map(hex).join(" "), values.includes(Color.Green), names.indexOf("Blue"));
for (const v of Object.values(Color)) console.log(v.toUpperCase().padEnd(6, "."), v === Color.Blue);
