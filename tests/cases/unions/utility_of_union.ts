// Readonly, Partial and Required of a union of object types apply to each member (as tsc distributes them).
type State = { kind: "idle" } | { kind: "run"; speed: number } | { kind: "err"; error: Error };
class M {
  private s: State = { kind: "run", speed: 3 };
  get current(): Readonly<State> { return this.s; }
  set(s: State) { this.s = s; }
}
const m = new M();
const cur = m.current;
if (cur.kind === "run") console.log(cur.speed);
function show(s: Readonly<State> | null): string {
  if (!s) return "none";
  switch (s.kind) {
    case "idle": return "idle";
    case "run": return `run@${s.speed}`;
    case "err": return s.error.message;
  }
}
const p: Partial<State> = { kind: "run" };
m.set({ kind: "err", error: new Error("boom") });
console.log(show(m.current), show(null), show({ kind: "idle" }), p, m.current.kind);
