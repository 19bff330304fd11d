// String building and parsing: a CSV of records is built with template literals,
// then parsed back with split/indexOf/slice/charCodeAt and summarised.
let seed = 12345;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

const names = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"];
const cities = ["Paris", "Berlin", "Lisbon", "Oslo", "Rome", "Vienna"];

function makeLine(i: number): string {
  const name = names[rand(names.length)];
  const city = cities[rand(cities.length)];
  const qty = rand(1000);
  const price = rand(100000) / 100;
  return `${i},${name}-${rand(100)},${city},${qty},${price}`;
}

function parseIntAt(s: string, from: number, to: number): number {
  let v = 0;
  for (let k = from; k < to; k++) {
    v = v * 10 + (s.charCodeAt(k) - 48);
  }
  return v;
}

function checksum(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    h = (h * 31 + s.charCodeAt(i)) | 0;
  }
  return h;
}

let totalQty = 0;
let totalPrice = 0;
let hash = 0;
const perCity: Record<string, number> = {};
for (let round = 0; round < 6; round++) {
  const lines: string[] = [];
  for (let i = 0; i < 20000; i++) lines.push(makeLine(i));
  const text = lines.join("\n");
  const rows = text.split("\n");
  const out: string[] = [];
  for (const row of rows) {
    const fields = row.split(",");
    const dash = fields[1].indexOf("-");
    const base = fields[1].slice(0, dash);
    const suffix = parseIntAt(fields[1], dash + 1, fields[1].length);
    const qty = parseInt(fields[3], 10);
    const price = parseFloat(fields[4]);
    totalQty += qty;
    totalPrice += price * qty;
    perCity[fields[2]] = (perCity[fields[2]] ?? 0) + qty;
    const upper = base.toUpperCase();
    out.push(`${upper}:${suffix}:${fields[2].toLowerCase()}`);
  }
  const joined = out.join(";");
  hash = (hash + checksum(joined)) | 0;
  let p = 0;
  let count = 0;
  while ((p = joined.indexOf("DELTA", p)) >= 0) {
    count++;
    p += 5;
  }
  hash = (hash ^ count) | 0;
  const trimmed = joined.substring(10, 60).replace(/:/g, "|").trim();
  if (round === 0) console.log(trimmed);
}
console.log(totalQty, totalPrice.toFixed(2), hash);
console.log(Object.keys(perCity).sort().map((k) => `${k}=${perCity[k]}`).join(" "));
