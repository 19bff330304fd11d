// Values of union type, narrowed after get().
type Setting = number | string | boolean;
const settings = new Map<string, Setting>([["width", 80], ["title", "Kiln"], ["debug", false]]);
settings.set("height", 24);
function describe(key: string): string {
  const v = settings.get(key);
  if (v === undefined) return `${key}: unset`;
  if (typeof v === "number") return `${key}: ${v * 2} (doubled)`;
  if (typeof v === "string") return `${key}: "${v.toUpperCase()}"`;
  return `${key}: ${v ? "on" : "off"}`;
}
for (const k of ["width", "title", "debug", "height", "missing"]) console.log(describe(k));
console.log(settings);

const maybe = new Map<string, number | null>([["a", 1], ["b", null]]);
for (const [k, v] of maybe) console.log(k, v === null ? "null" : v + 1, maybe.get(k));
console.log(maybe.get("c"), maybe.has("b"));

const optional = new Map<number, string | undefined>();
optional.set(1, undefined);
optional.set(2, "two");
console.log(optional.has(1), optional.get(1), optional.get(3), optional.size, optional);
