type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
function pick(n: number): Result<"a" | "b"> { return ok(n > 0 ? "a" : "b"); }
function pair(): Result<[string, number]> { return ok(["x", 1]); }
function wrap<T>(x: T): { v: T } { return { v: x }; }
const w: { v: [number, boolean] } = wrap([1, true]);
const dir: { v: "up" | "down" } = wrap("up");
console.log(pick(1), pair(), w, dir);
