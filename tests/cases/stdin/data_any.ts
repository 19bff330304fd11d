// The usual quick script: chunks concatenated into a string (Buffers), then parsed.
let raw = "";
process.stdin.on("data", (c) => (raw += c));
process.stdin.on("end", () => {
  const [n, ...rest] = raw.trim().split(/\s+/).map(Number);
  const xs = rest.slice(0, n);
  const sorted = [...xs].sort((a, b) => a - b);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  console.log(`n=${n} min=${sorted[0]} max=${sorted[n - 1]} median=${median}`);
});
