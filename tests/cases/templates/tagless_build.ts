// Builds CSV-like text and an HTML-ish snippet with templates in loops.
function cell(r: number, c: number): string {
  return `${String.fromCharCode(65 + c)}${r + 1}=${(r + 1) * (c + 1)}`;
}
for (let r = 0; r < 4; r++) {
  let line: string = "";
  for (let c = 0; c < 5; c++) {
    line += `${c > 0 ? "," : ""}${cell(r, c)}`;
  }
  console.log(line);
}
function tag(name: string, content: string, indent: number): string {
  const pad: string = " ".repeat(indent);
  return `${pad}<${name}>${content}</${name}>`;
}
console.log(tag("ul", "", 0));
for (let i = 1; i <= 3; i++) {
  console.log(tag("li", `item #${i} (${i % 2 === 0 ? "even" : "odd"})`, 2));
}
const price: number = 1234.5;
console.log(`Price: ${price.toFixed(2)} | rounded: ${Math.round(price)} | cents: ${Math.round(price * 100) % 100}`);
