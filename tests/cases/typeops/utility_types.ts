interface User { id: number; name: string; email?: string; admin: boolean }

function update(u: User, patch: Partial<User>): User {
  return { ...u, ...patch };
}
const u0: User = { id: 1, name: "Ada", admin: false };
console.log(update(u0, { name: "Ada L." }), update(u0, { admin: true }), update({ id: 9, name: "Al", email: "a@b", admin: true }, { email: "ada@x.org" }));

type Preview = Pick<User, "id" | "name">;
const p: Preview = { id: 2, name: "Bob" };
console.log(p);
type NoAdmin = Omit<User, "admin" | "email">;
const na: NoAdmin = { id: 3, name: "Cy" };
console.log(na, Object.keys(na));

type Full = Required<User>;
const full: Full = { id: 4, name: "Di", email: "d@x.org", admin: true };
console.log(full.email.toUpperCase());

const frozen: Readonly<User> = { id: 5, name: "Ed", admin: false };
console.log(frozen.name);

type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number } | { kind: "rect"; w: number; h: number };
type Round = Extract<Shape, { kind: "circle" }>;
type Angular = Exclude<Shape, { kind: "circle" }>;
type Kind = Shape["kind"];
const c: Round = { kind: "circle", r: 2 };
const sq: Angular[] = [{ kind: "square", side: 3 }, { kind: "rect", w: 1, h: 2 }];
const kinds: Kind[] = ["circle", "rect"];
console.log(c.r, sq.map(s => s.kind === "square" ? s.side * s.side : s.w * s.h), kinds);

type Maybe = string | number | null | undefined;
const defined: NonNullable<Maybe>[] = ["a", 1];
console.log(defined);
type Small = Exclude<"a" | "b" | "c", "b">;
const sm: Small[] = ["a", "c"];
console.log(sm);

function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.PI * s.r * s.r;
    case "square": return s.side * s.side;
    case "rect": return s.w * s.h;
  }
}
type AreaResult = ReturnType<typeof area>;
const a: AreaResult = area(c);
console.log(a.toFixed(3));
function pair(k: string, v: number): string { return `${k}=${v}`; }
const args: Parameters<typeof pair> = ["x", 42];
console.log(pair(...args));
async function load(): Promise<number[]> { return [1, 2]; }
type Loaded = Awaited<ReturnType<typeof load>>;
load().then((xs: Loaded) => console.log(xs.length));

// filter with a type guard narrows the array
const shapes: Shape[] = [c, ...sq, { kind: "circle", r: 1 }];
const circles = shapes.filter((s): s is Round => s.kind === "circle");
console.log(circles.map(s => s.r));
function isRect(s: Shape): s is Extract<Shape, { kind: "rect" }> { return s.kind === "rect"; }
console.log(shapes.filter(isRect).map(r => r.w + r.h));

// new Map from an array of [key, value] pairs
const byId = new Map(shapes.map((s, i) => [i, s.kind] as const));
console.log(byId, byId.get(1));
const index = new Map<string, Shape>(shapes.map(s => [s.kind, s]));
console.log([...index.keys()]);
const counts = new Map(Object.entries({ a: 1, b: 2 }));
console.log(counts);

// Awaited unwraps every level, as tsc's does
const deepAwaited: Awaited<Promise<Promise<number>>> = 3;
type Nested = Promise<Promise<Promise<string>>>;
const deepest: Awaited<Nested> = "inner";
console.log(deepAwaited + 1, deepest.toUpperCase());
