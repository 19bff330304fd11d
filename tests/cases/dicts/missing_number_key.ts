// Reading a missing key of a Record<string, number> into a number variable.
// tsc types d[k] as number (no noUncheckedIndexedAccess), so Kiln holds it in
// a number and the missing value's undefined becomes NaN (see KNOWN_FAILURES).
const d: Record<string, number> = { a: 1 };
const v = d["zz"];
console.log(v === undefined, d["zz"] === undefined, d["zz"] ?? "default");
