// Role-based permissions with bit flags, plus an audit trail and BigInt totals.
enum Perm {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Delete = 1 << 2,
  Share = 1 << 3,
  Admin = Read | Write | Delete | Share,
}

const ROLE_PERMS: Readonly<Record<string, Perm>> = {
  guest: Perm.Read,
  editor: Perm.Read | Perm.Write,
  owner: Perm.Admin,
  auditor: Perm.Read | Perm.Share,
};

function permNames(p: Perm): string {
  if (p === Perm.None) return "none";
  if ((p & Perm.Admin) === Perm.Admin) return "admin";
  return (Object.keys(Perm) as Array<keyof typeof Perm>)
    .filter((k) => isNaN(Number(k)) && k !== "None" && k !== "Admin" && (p & Perm[k]) !== 0)
    .map((k) => k.toLowerCase())
    .join("+");
}

interface User {
  readonly name: string;
  roles: Set<string>;
  extra?: Perm;
  denied?: Perm;
}

type AuditEntry = [user: string, action: string, resource: string, allowed: boolean];

class AccessControl {
  private users = new Map<string, User>();
  private audit: AuditEntry[] = [];

  addUser(name: string, ...roles: string[]): User {
    const unknown = roles.filter((r) => !(r in ROLE_PERMS));
    if (unknown.length) throw new Error(`unknown role(s) for ${name}: ${unknown.join(", ")}`);
    const u: User = { name, roles: new Set(roles) };
    this.users.set(name, u);
    return u;
  }

  effective(name: string): Perm {
    const u = this.users.get(name);
    if (!u) return Perm.None;
    let p = [...u.roles].reduce((acc, r) => acc | (ROLE_PERMS[r] ?? Perm.None), Perm.None);
    p |= u.extra ?? 0;
    p &= ~(u.denied ?? 0);
    return p;
  }

  can(name: string, need: Perm, resource: string): boolean {
    const ok = (this.effective(name) & need) === need;
    this.audit.push([name, permNames(need), resource, ok]);
    return ok;
  }

  grant(name: string, p: Perm): void {
    const u = this.users.get(name);
    if (u) u.extra = (u.extra ?? Perm.None) | p;
  }

  deny(name: string, p: Perm): void {
    const u = this.users.get(name);
    if (u) u.denied = (u.denied ?? Perm.None) | p;
  }

  report(): string[] {
    const rows = [...this.users.values()].map((u) => {
      const eff = this.effective(u.name);
      const bits = eff.toString(2).padStart(4, "0");
      return `${u.name.padEnd(6)} ${[...u.roles].sort().join(",").padEnd(16)} ${bits} ${permNames(eff)}`;
    });
    const denied = this.audit.filter(([, , , ok]) => !ok);
    rows.push(`audit: ${this.audit.length} checks, ${denied.length} denied`);
    for (const [user, action, res] of denied) rows.push(`  DENIED ${user} ${action} ${res}`);
    return rows;
  }
}

const acl = new AccessControl();
acl.addUser("ann", "owner");
acl.addUser("bob", "editor");
acl.addUser("cat", "guest", "auditor");
acl.addUser("dan", "guest");
try {
  acl.addUser("eve", "guest", "hacker", "root");
} catch (e) {
  console.log((e as Error).message);
}
acl.grant("dan", Perm.Write);
acl.deny("ann", Perm.Delete);
const checks: Array<[string, Perm, string]> = [
  ["ann", Perm.Delete, "/tmp"],
  ["ann", Perm.Write | Perm.Share, "/docs"],
  ["bob", Perm.Write, "/docs"],
  ["bob", Perm.Share, "/docs"],
  ["cat", Perm.Share, "/reports"],
  ["dan", Perm.Write, "/wiki"],
  ["dan", Perm.Delete, "/wiki"],
  ["zed", Perm.Read, "/"],
];
console.log(checks.map(([u, p, r]) => `${u}:${permNames(p)}@${r}=${acl.can(u, p, r) ? "yes" : "no"}`).join(" "));
console.log(acl.report().join("\n"));
console.log(Perm.Admin, Perm[Perm.Share], Perm[6 as Perm], ~Perm.Read & 0xf, (Perm.Write ^ Perm.Admin).toString(16), -1 >>> 28, 5 << 29);

// BigInt totals: storage used per user, in bytes, beyond 2^53.
const usage: Record<string, bigint[]> = {
  ann: [9_007_199_254_740_993n, 7n],
  bob: [2n ** 60n, -(2n ** 59n)],
  cat: [],
};
const totals = Object.entries(usage).map(([u, xs]) => [u, xs.reduce((a, b) => a + b, 0n)] as const);
for (const [u, t] of totals) {
  const gib = t / 2n ** 30n;
  console.log(`${u}: ${t} bytes = ${gib} GiB (${t % 2n === 0n ? "even" : "odd"})`, typeof t, t > 2n ** 53n);
}
console.log(BigInt(Number.MAX_SAFE_INTEGER) + 2n, BigInt.asUintN(8, 257n), (123n).toString(16), Number(2n ** 53n + 1n));
