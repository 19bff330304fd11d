// JSON.stringify of many objects of a few shapes (the runtime escapes each
// shape's names once and reuses them): odd property names, index-like names
// first, optional members absent or undefined, classes, indentation, and
// strings with escapes, control characters, Latin-1 and wide text.
interface Line { sku: string; qty: number; note?: string }
class Point {
  constructor(public x: number, public y: number, private tag: string = "p") {}
}
const odd = { "quote\"d": 1, "back\\slash": 2, "new\nline": 3, "tab\t": "\u0001\u001f\u007f", "é": "ü", "日本": "😀" };
const indexed = { b: 1, 2: "two", a: 3, 0: "zero", "10": "ten" };
const lines: Line[] = [];
for (let i = 0; i < 6; i++) lines.push(i % 2 ? { sku: `S${i}`, qty: i } : { sku: `S"${i}"`, qty: i / 4, note: i === 4 ? undefined : "n\\" + i });
console.log(JSON.stringify(lines));
console.log(JSON.stringify(odd));
console.log(JSON.stringify(indexed), JSON.stringify([indexed, indexed]));
console.log(JSON.stringify([new Point(1, 2), new Point(-0, 1e21)]));
console.log(JSON.stringify({ lines: lines.slice(0, 2), odd }, null, 2));
console.log(JSON.stringify(lines, ["qty", "sku"]), JSON.stringify(lines[1], null, "--"));
const big: { id: number; name: string; tags: string[] }[] = [];
for (let i = 0; i < 3000; i++) big.push({ id: i, name: "item \"" + i + "\"\u00e9", tags: ["t" + (i % 7)] });
const text = JSON.stringify(big);
console.log(text.length, text.slice(0, 80), text.slice(-60));
let total = 0;
for (let r = 0; r < 20; r++) total += JSON.stringify(big).length; // the output buffer reused
console.log(total === text.length * 20);
