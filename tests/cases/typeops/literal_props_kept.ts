// A type guard written as an arrow in a const narrows its argument (a property path too),
// and an object literal property read from a declared literal type keeps that type
// ({ ...u, role: u.role } is a User), as tsc widens only fresh literals.
const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];
const PERMS = {
  admin: ["read", "write", "delete"],
  editor: ["read", "write"],
  viewer: ["read"],
} as const satisfies Record<Role, readonly string[]>;
type Perm = (typeof PERMS)[Role][number];
interface User { name: string; role: Role; tags?: string[] }
const isRole = (s: string): s is Role => (ROLES as readonly string[]).includes(s);
function can(u: User, p: Perm): boolean {
  return (PERMS[u.role] as readonly Perm[]).includes(p);
}
const raw = '[{"name":"ann","role":"admin"},{"name":"bob","role":"viewer","tags":["x"]},{"name":"cy","role":"root"}]';
const parsed = JSON.parse(raw) as { name: string; role: string; tags?: string[] }[];
const users: User[] = parsed.flatMap((u) => (isRole(u.role) ? [{ ...u, role: u.role }] : []));
for (const u of users) console.log(u.name, u.role, can(u, "write"), can(u, "delete"), u.tags?.join("|") ?? "-");
const counts = Object.fromEntries(ROLES.map((r) => [r, users.filter((u) => u.role === r).length] as const));
console.log(counts, Object.keys(PERMS).length);
type Keys = keyof typeof PERMS;
const k: Keys = "editor";
console.log(PERMS[k].length, ROLES.indexOf("viewer"));
const byRole = new Map<Role, User[]>();
for (const u of users) byRole.set(u.role, [...(byRole.get(u.role) ?? []), u]);
console.log([...byRole.entries()].map(([r, us]) => `${r}:${us.length}`));
