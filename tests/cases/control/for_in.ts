// for...in: an object's own property names in order, an array's indices.
interface Settings {
  theme: string;
  fontSize: number;
  wrap?: boolean;
  tabs: boolean;
}
const settings: Settings = { theme: "dark", fontSize: 14, tabs: false };
const seen: string[] = [];
for (const key in settings) seen.push(key);
console.log(seen.join(", "));

// An optional property appears once it has been set.
settings.wrap = true;
for (const key in settings) console.log("key", key);

// Arrays: index strings.
const colors = ["red", "green", "blue"];
for (const i in colors) {
  console.log(i, typeof i, colors[Number(i)]);
}
let total = 0;
for (const i in [5, 6, 7]) total += Number(i);
console.log(total);

// Class instances: their fields (TypeScript's private fields too, as in
// JS), not #private ones or methods.
class Session {
  user = "ann";
  private token = "t0k3n";
  #secret = 42;
  started = 1700000000;
  peek(): number {
    return this.#secret;
  }
}
for (const k in new Session()) console.log("session", k);

// Closures capture each iteration's key.
const getters: (() => string)[] = [];
for (const k in { alpha: 1, beta: 2 }) getters.push(() => k.toUpperCase());
console.log(getters.map((g) => g()));

// break, continue and labels.
outer: for (const k in settings) {
  for (const i in colors) {
    if (i === "1") continue outer;
    if (k === "tabs") break outer;
    console.log(k, i);
  }
}

// Counting keys, as code does to check for an empty object.
interface Bag {
  a?: number;
  b?: string;
}
function isEmpty(o: Bag): boolean {
  for (const _ in o) return false;
  return true;
}
console.log(isEmpty({}), isEmpty({ b: "x" }));
