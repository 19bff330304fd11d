// undefined where the type says number (holes, reads past the end, a field
// read before its initialiser ran) stays undefined, and turns into NaN once
// arithmetic touches it.
const xs: number[] = [1, 2];
xs[4] = 5;
const past = xs[10];
const hole = xs[2];
console.log(past, hole, typeof past, `${hole}`, String(past), past + 1, hole * 2, -hole);
console.log(past === undefined, hole !== undefined, Number.isNaN(past + 0));
console.log(JSON.stringify({ a: past, b: hole, c: 1 }), JSON.stringify([past]));
const seen: string[] = [];
for (const v of xs) seen.push(typeof v + ":" + v);
console.log(seen.join(" "));
console.log(xs.map((v) => v + 1), Array.from(xs, (v) => (v === undefined ? 0 : v)));
let sum = 0;
for (const v of xs) if (v !== undefined) sum += v;
console.log(sum, Math.max(past, 3), past | 0, ~~hole);

class Meter {
  reading: number;
  scale = 1;
  constructor(withReading: boolean) {
    this.report("before");
    if (withReading) this.reading = 10;
    else this.reading = NaN;
  }
  report(tag: string): void {
    console.log(tag, this.reading, this.scale, typeof this.reading);
  }
}
new Meter(true).report("after");
new Meter(false).report("nan");
