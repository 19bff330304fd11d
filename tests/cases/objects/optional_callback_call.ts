// Calling an optional function-valued property after testing it: the test
// narrows `h.fail` (and `this.cb`) so that the call is allowed.
interface Hooks { ok: (v: number) => string; fail?: (e: string) => string; done?: () => void }
function run(v: number, h: Hooks): string { return h.fail ? h.fail("none") : h.ok(v); }
function run2(h: Hooks): string {
  if (h.done !== undefined) h.done();
  if (h.fail) return h.fail("x");
  return "none";
}
console.log(run(1, { ok: n => String(n) }), run(2, { ok: n => "", fail: e => e.toUpperCase() }));
console.log(run2({ ok: n => "", fail: e => e + "!", done: () => console.log("done") }), run2({ ok: n => "" }));
class Widget {
  onFire?: (n: number) => void;
  fire(n: number): void {
    if (this.onFire) this.onFire(n);
    else console.log("no listener for", n);
  }
}
const w = new Widget();
w.fire(1);
w.onFire = n => console.log("fired", n);
w.fire(2);
const opts: { log?: (s: string) => void } = {};
if (opts.log) opts.log("never");
opts.log = s => console.log("log:", s);
if (opts.log) opts.log("now");
