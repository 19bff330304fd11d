// Boolean locals: ones that only ever hold true/false (comparisons, literals, !x, &&)
// and ones that may hold undefined (a missing key, an element past the end),
// directly or through a copy of such a local, in loops and through direct calls.
const flags: Record<string, boolean> = { a: true, b: false };
const list: boolean[] = [true, false];

function scan(limit: number): number {
  let seen = false;
  let n = 0;
  for (let i = 0; i < limit; i++) {
    const odd = (i & 1) === 1;
    if (odd && !seen) { seen = true; n += 7; } else if (odd) n += 2;
  }
  return n + (seen ? 1 : 0);
}

function lookups(keys: string[]): string[] {
  const out: string[] = [];
  for (const k of keys) {
    let v = k.length > 1;       // a definite boolean first...
    out.push(String(v));
    v = flags[k];               // ...then a missing key: undefined
    out.push(String(v), typeof v, String(v ?? "dflt"));
    const copy = v;             // a copy of a local that may be undefined
    const copy2 = copy;         // and a copy of the copy (found on a later pass)
    out.push(`${copy2}`, String(copy2 === undefined));
  }
  return out;
}

function at(i: number): boolean {
  let b = list[i];
  if (i < 0) b = false;
  return b;
}

function toggles(): boolean[] {
  const r: boolean[] = [];
  let t = true;
  for (let i = 0; i < 4; i++) { t = !t; r.push(t); }
  let u = list.length > 5 && list[9];
  r.push(u);
  u = u || list.length === 2;
  r.push(u);
  return r;
}

console.log(scan(20), scan(0), scan(1001));
console.log(lookups(["a", "b", "zz"]).join(" "));
console.log(at(0), at(1), at(5), at(-1), String(at(7) === undefined));
console.log(toggles());
