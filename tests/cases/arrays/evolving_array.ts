interface User { name: string; age: number; email?: string }
const users: User[] = [{ name: "a", age: 30 }, { name: "b", age: 20, email: "b@x" }];
function names(us: User[]): string[] {
  const out = [];
  for (const u of us) out.push(u.name.toUpperCase());
  return out;
}
console.log(names(users));
const lines = [];
lines.push("header");
for (let i = 0; i < 3; i++) lines.push(`row ${i}`);
console.log(lines.join("\n"));
const emails = [];
for (const u of users) if (u.email) emails.push(u.email);
console.log(emails);
const rows = [];
users.forEach(u => rows.push({ n: u.name, old: u.age > 25 }));
rows.sort((a, b) => a.n < b.n ? 1 : -1);
console.log(rows, rows.length);
function squares(n: number) {
  const r = [];
  for (let i = 0; i < n; i++) r[i] = i * i;
  return r;
}
console.log(squares(5));
let parts = [];
parts = "a,b,c".split(",");
console.log(parts.length, parts);
const mixed = [];
mixed.push(1, "two");
console.log(mixed);
const nested = [];
nested.push([1, 2]);
nested.push([3]);
console.log(nested.flat());
const spreadInto = [];
spreadInto.push(...[7, 8, 9]);
console.log(spreadInto.reduce((a, b) => a + b, 0));
const byFirst = new Map<string, number[]>();
const queue = [];
queue.push(0);
while (queue.length) {
  const x = queue.shift()!;
  if (x < 4) queue.push(x + 1, x + 2);
  byFirst.set(String(x), [...(byFirst.get(String(x)) ?? []), x]);
}
console.log([...byFirst.keys()].join(" "));
const stack = [];
stack.unshift("z");
console.log(stack);
let counter = 0;
const fns = [];
fns.push(() => ++counter);
fns[0](); fns[0]();
console.log(counter);
