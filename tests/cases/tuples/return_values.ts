// Functions returning several values as a tuple.
function minMax(xs: number[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of xs) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return [lo, hi];
}

function divmod(a: number, b: number): [number, number] {
  return [Math.floor(a / b), a % b];
}

function parseHeader(line: string): [string, string] | undefined {
  const i = line.indexOf(":");
  if (i < 0) return undefined;
  return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()];
}

const mm = minMax([3, 1, 4, 1, 5, 9, 2, 6]);
console.log(mm, mm[1] - mm[0]);
const empty = minMax([]);
console.log(empty);

const q = divmod(17, 5);
console.log(`${q[0]} rem ${q[1]}`);

for (const line of ["Content-Type: text/plain", "bogus", "X-Count:  42 "]) {
  const h = parseHeader(line);
  if (h === undefined) {
    console.log("skip", JSON.stringify(line));
    continue;
  }
  console.log(h[0], "->", h[1], h[1].length);
}

const result: [boolean, string] = Math.random() < 2 ? [true, "ok"] : [false, "never"];
console.log(result[0] && result[1]);
