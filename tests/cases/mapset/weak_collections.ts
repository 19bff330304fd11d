// WeakMap and WeakSet: object keys only, get/set/has/delete and add, and
// console.log shows no entries (as Node does).

class User {
  constructor(public name: string, public age: number) {}
}

// Private per-object data, the classic WeakMap idiom.
const secrets = new WeakMap<User, string>();
function login(u: User, password: string): void {
  secrets.set(u, password);
}
function check(u: User, password: string): boolean {
  return secrets.get(u) === password;
}
const ada = new User("Ada", 36);
const bob = new User("Bob", 41);
login(ada, "lovelace");
console.log(check(ada, "lovelace"), check(ada, "babbage"), check(bob, "x"), secrets.has(bob));

// Memoizing an expensive computation per object.
const statsCache = new WeakMap<number[], { sum: number; mean: number }>();
let computed = 0;
function stats(xs: number[]): { sum: number; mean: number } {
  const hit = statsCache.get(xs);
  if (hit) return hit;
  computed++;
  const sum = xs.reduce((a, b) => a + b, 0);
  const r = { sum, mean: xs.length ? sum / xs.length : 0 };
  statsCache.set(xs, r);
  return r;
}
const data = [3, 1, 4, 1, 5, 9, 2, 6];
console.log(stats(data), stats(data), stats([3, 1, 4]), "computed", computed);
data.push(5);
console.log("stale on purpose:", stats(data).sum, "computed", computed);

// Cycle detection in a graph with a WeakSet of visited nodes.
class GNode {
  edges: GNode[] = [];
  constructor(public label: string) {}
}
function hasCycle(start: GNode): boolean {
  const onPath = new WeakSet<GNode>();
  const done = new WeakSet<GNode>();
  function visit(n: GNode): boolean {
    if (onPath.has(n)) return true;
    if (done.has(n)) return false;
    onPath.add(n);
    for (const e of n.edges) if (visit(e)) return true;
    onPath.delete(n);
    done.add(n);
    return false;
  }
  return visit(start);
}
const x = new GNode("x"), y = new GNode("y"), z = new GNode("z");
x.edges.push(y, z);
y.edges.push(z);
console.log("acyclic:", hasCycle(x));
z.edges.push(x);
console.log("cyclic:", hasCycle(x));

// set returns the map (chaining); delete and has report presence.
const tags = new WeakMap<GNode, string[]>();
tags.set(x, ["root"]).set(y, ["mid"]);
tags.get(x)?.push("start");
console.log(tags.get(x), tags.get(y), tags.get(z), tags.delete(y), tags.delete(y), tags.has(y));

// Functions are objects too.
const calls = new WeakMap<() => number, number>();
const f = (): number => 42;
calls.set(f, (calls.get(f) ?? 0) + 1);
calls.set(f, (calls.get(f) ?? 0) + 1);
console.log(calls.get(f), calls.has(() => 42));

// Many short-lived keys: entries of unreachable keys go with them.
const perRequest = new WeakMap<User, number>();
for (let i = 0; i < 100000; i++) {
  const u = new User("tmp" + i, i);
  perRequest.set(u, i * 2);
  if (perRequest.get(u) !== i * 2) console.log("lost", i);
}
console.log(perRequest.has(ada));

console.log(secrets);
console.log(new WeakSet<User>());
console.log({ cache: statsCache, n: 1 });
console.log(String(secrets), `${new WeakSet<User>()}`);
