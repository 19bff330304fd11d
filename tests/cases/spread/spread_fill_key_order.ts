// A spread result keeps JS key order: an optional property the first source
// lacked and a later one gives comes after the properties already present.
interface User { id: number; name: string; email?: string; nick?: string; age: number }
const u: User = { id: 1, name: "a", age: 3 };
const full: User = { id: 1, name: "a", email: "m", age: 3 };
const a: User = { ...u, email: "e" };
const b: User = { ...u, ...{ nick: "n", email: "e" } };
const c: User = { ...full, email: "z" };
const p: Partial<User> = { nick: "k" };
const d: User = { ...u, ...p, ...{ email: "q" } };
const e: User = { ...full, ...p };
const f: User = { ...u, ...p };
console.log(a, b, c, d, e, f);
console.log(Object.keys(d), JSON.stringify(b));
