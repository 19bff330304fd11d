// Utility and mapped types as programs use them: Partial patches merged with
// spread, keyof getters, Record over literal and number keys, Pick of a class.
interface Settings { theme: string; size: number; debug: boolean }
class Store {
  private s: Settings = { theme: "dark", size: 12, debug: false };
  update(patch: Partial<Settings>): void { this.s = { ...this.s, ...patch }; }
  get<K extends keyof Settings>(k: K): Settings[K] { return this.s[k]; }
  snapshot(): Readonly<Settings> { return this.s; }
}
const st = new Store();
st.update({ size: 14 });
st.update({ debug: true, theme: "light" });
console.log(st.get("size"), st.get("theme"), st.snapshot());
type Flags = { [K in keyof Settings]: boolean };
const fl: Flags = { theme: true, size: false, debug: true };
console.log(fl);
type Getters<T> = { [K in keyof T]: () => T[K] };
const gs: Getters<{ a: number; b: string }> = { a: () => 1, b: () => "b" };
console.log(gs.a() + 1, gs.b());
type Status = "active" | "inactive" | "banned";
const labels: Record<Status, { text: string; color: string }> = {
  active: { text: "On", color: "green" }, inactive: { text: "Off", color: "grey" }, banned: { text: "X", color: "red" },
};
function label(s: Status) { return labels[s].text; }
console.log(label("banned"), Object.entries(labels).map(([k, v]) => k + "=" + v.color).join(";"));
const byId: Record<number, string> = { 1: "one", 2: "two" };
console.log(byId[2], Object.keys(byId));
type RO = ReadonlyArray<number>;
const ro: RO = [3, 1, 2];
console.log([...ro].sort(), ro.indexOf(1));
type Fn = (x: number, y: string) => boolean;
type R = ReturnType<Fn>; type P0 = Parameters<Fn>[0];
const rr: R = true; const pp: P0 = 5;
console.log(rr, pp);
type DeepPartial<T> = { [K in keyof T]?: T[K] };
const dp: DeepPartial<Settings> = { size: 1 };
console.log(dp, dp.theme ?? "none");
class Counter { count = 0; inc() { this.count++; } }
type CounterData = Pick<Counter, "count">;
const cd: CounterData = { count: 4 };
console.log(cd);
