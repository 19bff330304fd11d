interface User { id: number; name: string; email?: string; tags: string[]; }
type Role = "admin" | "user" | "guest";
interface Account { user: User; role: Role; balance: number; }

class Registry<T extends { id: number }> {
  private items = new Map<number, T>();
  add(item: T): this { this.items.set(item.id, item); return this; }
  get(id: number): T | undefined { return this.items.get(id); }
  find(pred: (t: T) => boolean): T[] { return [...this.items.values()].filter(pred); }
  get size(): number { return this.items.size; }
}

const users: User[] = [
  { id: 1, name: "Ada", email: "ada@example.com", tags: ["math", "code"] },
  { id: 2, name: "Linus", tags: ["kernel"] },
  { id: 3, name: "Grace", email: "grace@navy.mil", tags: ["cobol", "code"] },
];
const reg = new Registry<User>();
users.forEach(u => reg.add(u));
console.log(reg.size, reg.get(2)?.name, reg.get(9)?.name ?? "none");
const coders = reg.find(u => u.tags.includes("code")).map(u => u.name.toUpperCase());
console.log(coders.join(", "));
const byTag = users.reduce<Record<string, string[]>>((acc, u) => {
  for (const t of u.tags) { (acc[t] ??= []).push(u.name); }
  return acc;
}, {});
console.log(byTag);
console.log(Object.entries(byTag).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}:${v.length}`));
const accounts: Account[] = users.map((user, i) => ({ user, role: i === 0 ? "admin" : "user", balance: (i + 1) * 100.5 }));
const total = accounts.reduce((s, a) => s + a.balance, 0);
console.log(`total=${total.toFixed(2)} avg=${(total / accounts.length).toFixed(3)}`);
const { user: { name: firstName }, ...rest } = accounts[0];
console.log(firstName, rest);
function describe(a: Account): string {
  switch (a.role) {
    case "admin": return `${a.user.name} (admin)`;
    case "user": return a.user.email ? `${a.user.name} <${a.user.email}>` : a.user.name;
    case "guest": return "guest";
  }
}
accounts.map(describe).forEach((s, i) => console.log(i, s));
const sorted = [...accounts].sort((a, b) => b.balance - a.balance);
console.log(sorted.map(a => a.user.id));
console.log(JSON.stringify(accounts[1], null, 2));
const counts = new Map<string, number>();
for (const w of "the quick brown fox jumps over the lazy dog the end".split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log([...counts].filter(([, n]) => n > 1), counts);
class HttpError extends Error {
  constructor(public status: number, message: string) { super(message); this.name = "HttpError"; }
}
try { throw new HttpError(404, "not found"); } catch (e) {
  if (e instanceof HttpError) console.log(e.status, e.message, e.name, String(e));
}
const pad = (s: string, n: number) => s.padEnd(n, ".");
console.log(users.map(u => pad(u.name, 8) + u.id).join("\n"));
let s = 0; for (let i = 0; i < 10; i++) { if (i % 3 === 0) continue; s += i; } console.log(s);
console.log([3, 1, 2].map(String), ["1", "2"].map(Number), [1, 2, 3].some(x => x > 2), Array.from({ length: 3 }, (_, i) => i * i));
