// JSON round trip: stringify a typed structure, parse it back into the same
// interfaces (Kiln checks and converts the shape), and read it, many times.
interface Line { sku: string; qty: number; unitPrice: number; tags: string[] }
interface Order { id: number; customer: string; paid: boolean; lines: Line[]; weights: number[] }

const orders: Order[] = [];
for (let i = 0; i < 200; i++) {
  const lines: Line[] = [];
  for (let j = 0; j < 5; j++)
    lines.push({ sku: "SKU-" + i + "-" + j, qty: (i + j) % 7 + 1, unitPrice: ((i * 31 + j * 17) % 1000) / 8, tags: ["t" + (j % 3), "x"] });
  orders.push({ id: i, customer: "customer \"" + i + "\" \u00e9", paid: i % 3 === 0, lines, weights: [i * 0.5, i / 3, 1e-7 * i] });
}

const rounds = process.argv.length > 2 ? Number(process.argv[2]) : 300;
let checksum = 0;
let bytes = 0;
let current: Order[] = orders;
for (let r = 0; r < rounds; r++) {
  const text = JSON.stringify(current);
  bytes += text.length;
  const back: Order[] = JSON.parse(text);
  for (const o of back) {
    if (o.paid) checksum += o.id;
    for (const l of o.lines) checksum += l.qty * l.unitPrice + l.tags.length;
    checksum += o.weights[1];
  }
  current = back;
}
console.log(rounds, bytes, checksum.toFixed(3), JSON.stringify(current[199].lines[4]));
