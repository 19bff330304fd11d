// Callbacks with captured state: running sums, differences, windows, zips.
const xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
let acc = 0;
const running = xs.map((x) => (acc += x));
console.log(running.join(","));
const diffs = xs.slice(1).map((x, i) => x - xs[i]);
console.log(diffs.join(","));
const windows = xs.slice(0, xs.length - 2).map((_, i) => xs.slice(i, i + 3).reduce((a, b) => a + b, 0) / 3);
console.log(windows.map((w) => w.toFixed(2)).join(" "));

// Zip two arrays into records and unzip again.
const names = ["ann", "bob", "cid"];
const ages = [31, 25, 40];
const zipped = names.map((n, i) => ({ n, a: ages[i] }));
console.log(zipped);
const unzipped = [zipped.map((z) => z.n), zipped.map((z) => String(z.a))];
console.log(unzipped);

// Indices of the maximum values.
const max = xs.reduce((m, x) => Math.max(m, x), -Infinity);
const at = xs.map((x, i) => (x === max ? i : -1)).filter((i) => i >= 0);
console.log(max, at);

// Run-length encoding with reduce.
const s = "aaabccddddde";
const rle = s.split("").reduce((out: { ch: string; n: number }[], ch) => {
  const last = out[out.length - 1];
  if (last !== undefined && last.ch === ch) last.n++;
  else out.push({ ch, n: 1 });
  return out;
}, []);
console.log(rle.map((r) => r.n + r.ch).join(""));

// Prefix maxima and a flag array.
let best = -Infinity;
const prefMax = xs.map((x) => (best = Math.max(best, x)));
const isRecord = xs.map((x, i) => i === 0 || x > prefMax[i - 1]);
console.log(prefMax.join(","), isRecord.map((b) => (b ? "^" : ".")).join(""));
