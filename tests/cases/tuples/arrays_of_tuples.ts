// Arrays of tuples: building, sorting and printing, as a config parser would.
const text = `port=8080
host = example.com
retries=3
# comment
timeout= 1.5`;

const settings: [string, string][] = [];
for (const raw of text.split("\n")) {
  const line = raw.trim();
  if (line === "" || line.startsWith("#")) continue;
  const eq = line.indexOf("=");
  settings.push([line.slice(0, eq).trim(), line.slice(eq + 1).trim()]);
}
console.log(settings);
settings.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
console.log(settings.map((s) => s[0]).join(","));

const scores: [string, number][] = [
  ["ann", 31],
  ["bob", 17],
  ["cyd", 42],
];
const best = scores.reduce((acc, s) => (s[1] > acc[1] ? s : acc));
console.log(best, scores.filter((s) => s[1] > 20).length);
const total = scores.map((s) => s[1]).reduce((a, b) => a + b, 0);
console.log(total);

const grid: [number, number, string][] = [];
for (let y = 0; y < 2; y++) for (let x = 0; x < 3; x++) grid.push([x, y, `${x},${y}`]);
console.log(grid.length, grid[4], grid[4][2]);
console.log(grid);
