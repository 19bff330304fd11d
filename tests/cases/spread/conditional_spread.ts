interface E { a: number; meta?: { pid: number } }
function mk(meta?: { pid: number }): E { return { a: 1, ...(meta ? { meta } : {}) }; }
const e = mk({ pid: 3 });
console.log(e, e.meta);
const x = { a: 1, ...(Math.random() < 2 ? { b: 2 } : {}) };
console.log(x);
const y = { ...(true ? { b: "s" } : { c: 1 }) };
console.log(y);
const f = Math.random() < 2;
const y2 = { ...(f ? { b: "s" } : { c: 1 }) };
console.log(y2, Object.keys(y2));
const w2 = { ...(!f ? { b: "s" } : { c: "1" }), d: true };
console.log(w2);
// an object assigned structurally to a type with more optional properties
const u: { b?: string; c?: number } = f ? { b: "s" } : { c: 1 };
console.log(u, { ...u }, { c: 0, ...u });
interface LogEntry { level: number; msg: string; meta?: Record<string, unknown> }
function entry(level: number, msg: string, meta?: Record<string, unknown>): LogEntry {
  return { level, msg, ...(meta ? { meta } : {}) };
}
console.log(entry(1, "a"), entry(2, "b", { pid: 42 }), JSON.stringify(entry(3, "c", { ok: true })));
