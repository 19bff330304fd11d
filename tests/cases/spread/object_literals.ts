// Spread in object literals: defaults, overrides, immutable updates.
interface Config {
  host: string;
  port: number;
  secure?: boolean;
  path?: string;
}
const defaults: Config = { host: "localhost", port: 80 };

// Later properties win but keep the earlier position.
const dev = { ...defaults, port: 8080 };
console.log(dev, dev.port + 1);
const prod: Config = { ...defaults, host: "example.com", secure: true };
console.log(prod);

// Earlier properties are overridden by a later spread.
const forced = { secure: false, ...prod };
console.log(forced);

// An optional property a source lacks does not override.
function withPath(c: Config): Config {
  return { path: "/", ...c };
}
console.log(withPath(defaults), withPath({ ...defaults, path: "/api" }));

// Merging several objects.
const a = { x: 1, y: 2 };
const b = { y: 20, z: 30 };
const merged = { ...a, ...b, w: 0 };
console.log(merged, merged.x + merged.y + merged.z + merged.w);

// Redux-style state updates.
interface State {
  count: number;
  items: string[];
  user: { name: string; admin: boolean };
}
const s0: State = { count: 0, items: [], user: { name: "ann", admin: false } };
const s1: State = { ...s0, count: s0.count + 1, items: [...s0.items, "apple"] };
const s2: State = { ...s1, user: { ...s1.user, admin: true } };
console.log(s0, s1, s2);
console.log(s0.user === s1.user, s1.user === s2.user);

// A class instance spreads its fields, not its methods.
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  norm(): number {
    return Math.hypot(this.x, this.y);
  }
}
const pt = new Point(3, 4);
const labelled = { ...pt, label: "P" };
console.log(labelled, pt.norm());

// Order of evaluation: left to right.
let n = 0;
const order = { first: ++n, ...{ second: ++n, third: ++n }, fourth: ++n };
console.log(order);

// Props forwarding.
interface ButtonProps {
  label: string;
  kind?: string;
  disabled?: boolean;
}
function button(props: ButtonProps): string {
  const p = { kind: "primary", disabled: false, ...props };
  return `[${p.kind}${p.disabled ? " disabled" : ""}] ${p.label}`;
}
console.log(button({ label: "OK" }), button({ label: "Cancel", kind: "secondary", disabled: true }));
