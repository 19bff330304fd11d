// A grayscale "image" in a Uint8Array: blur, threshold, histogram; clamping done by hand.
const W = 12;
const H = 8;
const img = new Uint8Array(W * H);
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) img[y * W + x] = (x * 23 + y * 41 + ((x * y) % 7) * 9) % 256;

function show(buf: Uint8Array): string {
  const shades = " .:-=+*#%@";
  const lines: string[] = [];
  for (let y = 0; y < H; y++) {
    let s = "";
    for (let x = 0; x < W; x++) s += shades[Math.floor((buf[y * W + x] * shades.length) / 256)];
    lines.push(s);
  }
  return lines.join("\n");
}
console.log(show(img));

// Box blur using a wider Int32Array accumulator.
const acc = new Int32Array(W * H);
const out = new Uint8Array(W * H);
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const yy = y + dy;
        const xx = x + dx;
        if (yy < 0 || yy >= H || xx < 0 || xx >= W) continue;
        acc[y * W + x] += img[yy * W + xx];
        n++;
      }
    out[y * W + x] = Math.round(acc[y * W + x] / n);
  }
console.log("--");
console.log(show(out));

// Brightening: wrapping (plain store) versus clamping (Math.min before the store).
const wrapped = img.map((v) => v + 100);
const clamped = img.map((v) => Math.min(255, v + 100));
console.log(wrapped.slice(0, 10).join(","));
console.log(clamped.slice(0, 10).join(","));

// Histogram of 8 buckets.
const hist = new Int32Array(8);
for (const v of out) hist[v >> 5]++;
console.log(hist.join(" "), hist.reduce((a, b) => a + b, 0));
