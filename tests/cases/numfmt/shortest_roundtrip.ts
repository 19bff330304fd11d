// Shortest round-trip number text: String, template literals, JSON.stringify,
// console.log and toExponential() all print the fewest digits that read back.

interface Reading {
  sensor: string;
  celsius: number;
  pressure: number;
}

const readings: Reading[] = [
  { sensor: "a1", celsius: 21.4, pressure: 1013.25 },
  { sensor: "a2", celsius: 19.95, pressure: 1009.8 },
  { sensor: "b7", celsius: -3.15, pressure: 998.1 },
  { sensor: "c3", celsius: 37.77, pressure: 1020.05 },
];

function mean(xs: number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

function stddev(xs: number[]): number {
  const m = mean(xs);
  let acc = 0;
  for (const x of xs) acc += (x - m) * (x - m);
  return Math.sqrt(acc / xs.length);
}

const temps = readings.map((r) => r.celsius);
const fahrenheit = temps.map((c) => (c * 9) / 5 + 32);
console.log("mean", mean(temps), "stddev", stddev(temps));
console.log("fahrenheit", fahrenheit.join(", "));
console.log(`kelvin: ${temps.map((c) => c + 273.15).join(" ")}`);
console.log(JSON.stringify({ mean: mean(temps), hPa: readings.map((r) => r.pressure / 10) }));

// Money the way people get it wrong, and what Node prints for it.
const prices = [0.1, 0.2, 17.49, 19.99, 4.35, 1.15];
let total = 0;
for (const p of prices) {
  total += p;
  console.log(String(total), (total * 1.08).toExponential());
}
console.log(0.1 + 0.2, 0.3 - 0.1, 1.1 * 1.1, 4.35 * 100, 1.15 * 100, 17.49 * 3);

// Scales: every layout rule of Number::toString.
const scales: number[] = [];
for (let e = -12; e <= 24; e += 3) scales.push(1.2345678901234567 * Math.pow(10, e));
for (const s of scales) console.log(s, -s, s.toExponential());
console.log(1e21, 999999999999999900000, 1e-7, 1.5e-7, 0.000001, 0.0000015);

// Limits, subnormals and neighbours of powers of two.
const tiny = Number.MIN_VALUE;
console.log(tiny, tiny * 2, tiny * 3, tiny * 1000, tiny * 123456789);
console.log(Number.MAX_VALUE, Number.EPSILON, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
console.log(2.2250738585072014e-308, 2.225073858507201e-308, Math.pow(2, -1022) * 1.5);
for (const e of [-1000, -100, -10, 10, 60, 100, 1000]) {
  const p = Math.pow(2, e);
  console.log(p, p * (1 + Number.EPSILON), p * (1 - Number.EPSILON / 2), p.toExponential());
}
for (let i = 0; i < 5; i++) console.log(9007199254740992 + i * 2, 2 ** 53 - i, (2 ** 53 + i) / 10);

// Computed values: averages of random-looking but deterministic data.
let seed = 12345;
function next(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const samples: number[] = [];
for (let i = 0; i < 12; i++) samples.push(next() * Math.pow(10, (i % 7) - 3));
console.log(samples);
console.log(JSON.stringify(samples.map((x) => x / 7)));
console.log(samples.map((x) => x.toExponential()).join(" "));
console.log(NaN, Infinity, -Infinity, -0, 0, String(-0), `${-0}`, (-0).toExponential());
