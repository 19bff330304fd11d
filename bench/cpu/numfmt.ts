// Number formatting: toFixed, String(n), toPrecision, padStart, number
// parsing back, a table of amounts rendered into text.
let seed = 31337;
function rnd(): number {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

function money(x: number): string {
  const neg = x < 0;
  const s = Math.abs(x).toFixed(2);
  const dot = s.indexOf(".");
  let int = s.slice(0, dot);
  let grouped = "";
  while (int.length > 3) {
    grouped = "," + int.slice(-3) + grouped;
    int = int.slice(0, -3);
  }
  return (neg ? "-" : "") + "$" + int + grouped + s.slice(dot);
}

function pct(x: number): string { return (x * 100).toFixed(1) + "%"; }

let totalLen = 0;
let check = 0;
const sample: string[] = [];
for (let round = 0; round < 12; round++) {
  const rows: string[] = [];
  for (let i = 0; i < 10000; i++) {
    const amount = (rnd() - 0.3) * 1e6;
    const rate = rnd();
    const qty = Math.floor(rnd() * 1000);
    const ratio = qty / 7;
    const line = `${String(i).padStart(6, "0")} ${money(amount).padStart(16)} ${pct(rate).padStart(7)} ${String(qty)} ${ratio} ${rate.toPrecision(4)} ${(amount / 1000).toFixed(0)}`;
    rows.push(line);
    check += parseFloat(money(amount).replace(/[$,]/g, "")) + Number(String(ratio));
  }
  const table = rows.join("\n");
  totalLen += table.length;
  if (round === 0) sample.push(...rows.slice(0, 5));
  for (let i = 0; i < 5000; i++) {
    const x = i * 0.1;
    totalLen += String(x).length + (x * 3).toString().length + String(-i).length + (i / 3).toFixed(3).length;
  }
}
console.log(sample.join("\n"));
console.log(totalLen, check.toFixed(2));
console.log(String(0.1 + 0.2), String(1e21), String(-0), (1.005).toFixed(2), (123.456).toPrecision(2), String(2 ** 53 + 1));
