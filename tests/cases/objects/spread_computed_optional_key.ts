// `{ ...acc, [k]: v }` where k names optional properties of acc's type (a
// Partial<Record<K, V>>): an absent key is added last, a present one keeps
// its place, as in JS.
type Kind = "idle" | "busy" | "off";
const kinds: Kind[] = ["busy", "idle", "busy", "off", "busy"];
const counts = kinds.reduce<Partial<Record<Kind, number>>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});
console.log(counts, JSON.stringify(counts), Object.keys(counts));

interface Flags {
  verbose: boolean;
  color?: boolean;
  dry?: boolean;
}
function setOpt(p: Flags, key: "color" | "dry", value: boolean): Flags {
  return { ...p, [key]: value };
}
const base: Flags = { verbose: false };
const a = setOpt(base, "dry", true);
const b = setOpt(a, "color", false);
const c2 = setOpt(b, "dry", false);
console.log(base, a, b, c2);
const seen: Partial<Record<Kind, boolean>> = { off: false };
const k: Kind = kinds[1];
console.log({ ...seen, [k]: true }, { ...seen, [kinds[3]]: true });
