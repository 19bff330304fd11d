// A tagged Result type: parsing numbers and combining results.
interface Ok { ok: true; value: number }
interface Err { ok: false; error: string }
type Result = Ok | Err;

function ok(value: number): Result { return { ok: true, value }; }
function err(error: string): Result { return { ok: false, error }; }

function parseNum(s: string): Result {
  const n = Number(s);
  if (s.trim() === "" || Number.isNaN(n)) return err(`not a number: "${s}"`);
  return ok(n);
}

function divide(a: Result, b: Result): Result {
  if (!a.ok) return a;
  if (!b.ok) return b;
  if (b.value === 0) return err("division by zero");
  return ok(a.value / b.value);
}

function show(r: Result): string {
  if (r.ok) return "ok " + r.value;
  return "error: " + r.error;
}

const inputs: string[][] = [["10", "4"], ["1", "0"], ["x", "2"], ["7", " "], ["-9", "3"]];
for (const pair of inputs) {
  const a = pair[0], b = pair[1];
  console.log(a, "/", b, "=>", show(divide(parseNum(a), parseNum(b))));
}

function sumAll(xs: string[]): Result {
  let acc = 0;
  for (const x of xs) {
    const r = parseNum(x);
    if (r.ok === false) return r;
    acc += r.value;
  }
  return ok(acc);
}
console.log(show(sumAll(["1", "2", "3.5"])));
console.log(show(sumAll(["1", "two", "3"])));
const rs: Result[] = ["3", "a", "5"].map(parseNum);
console.log(rs.filter((r) => r.ok).length, rs);
