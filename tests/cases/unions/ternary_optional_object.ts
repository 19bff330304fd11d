// An object literal in a ?: branch takes the object type out of an expected
// `O | undefined`: a dictionary, an interface with literal-typed members.
const k: string = "x";
const e2: Record<string, number> | undefined = k === "x" ? { x: 2 } : undefined;
function f(k: string): Record<string, number> | undefined { return k === "x" ? { x: 9, y: 1 } : undefined; }
interface Entry { kind: "dir" | "file"; size?: number }
function entry(n: number): Entry | null { return n > 0 ? { kind: "file", size: n } : n === 0 ? { kind: "dir" } : null; }
console.log(e2, f("x"), f("y"), entry(3), entry(0), entry(-1));
const picked: { id: number; tags: string[] } | undefined = k.length > 5 ? undefined : { id: 1, tags: [] };
picked?.tags.push("t");
console.log(picked);
