// Multi-line templates keep newlines and indentation literally.
const title: string = "Report";
const count: number = 3;
const body: string = `== ${title} ==
  items: ${count}
  total: ${(count * 9.99).toFixed(2)}
end`;
console.log(body);
console.log(body.length);
let lines: number = 1;
for (let i = 0; i < body.length; i++) {
  if (body[i] === "\n") lines++;
}
console.log("lines:", lines);
const row = (label: string, value: number): string => `${label.padEnd(8, ".")}${String(value).padStart(6)}`;
console.log(row("alpha", 1));
console.log(row("beta", 22.5));
console.log(row("gamma", -333));
console.log(`a
b`, `c\
d`);
