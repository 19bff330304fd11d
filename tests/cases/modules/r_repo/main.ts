// Async repositories: an abstract generic base, subclasses in other modules, a shared LRU cache type.
import { Users, Projects, Repository, NotFound, Conflict } from "./repos/index";
import { asId, Role, created, type User, type Project } from "./entity";
import { Cache } from "./cache";

const users = new Users();
const projects = new Projects(users);

function user(id: string, name: string, email: string, ...roles: Role[]): User {
  return { id: asId(id), version: 0, name, email, roles: new Set(roles) };
}

async function main(): Promise<void> {
  const ann = await users.save(user("u1", "Ann", "ann@x.io", Role.Admin, Role.Dev));
  await users.save(user("u2", "Ben", "ben@x.io", Role.Dev));
  await users.save(user("u3", "Cat", "cat@x.io", Role.Guest, Role.Admin));
  console.log(ann.version, created, Repository.instances, await users.admins());

  for (const bad of [user("u4", " ", "nope", Role.Dev), user("u5", "Dan", "dan@x.io")]) {
    try {
      await users.save(bad);
    } catch (e) {
      console.log(e instanceof TypeError ? e.message : "?");
    }
  }

  const p: Project = { id: asId("p1"), version: 0, title: "Kiln", owner: asId("u1"), members: [asId("u2"), asId("u9")] };
  const saved = await projects.save(p);
  console.log(await projects.membersOf(saved.id));
  try {
    await projects.save(p); // stale version
  } catch (e) {
    if (e instanceof Conflict) console.log(e.name, e.expected, e.actual, e.message);
  }
  await projects.save({ ...saved, title: "Kiln 2" });
  console.log((await projects.get(asId("p1"))).title, (await projects.get(asId("p1"))).version);
  try {
    await projects.get(asId("p404"));
  } catch (e) {
    if (e instanceof NotFound) console.log(e.kind, e.id, e instanceof Error);
  }
  for (const id of ["u1", "u2", "u3", "u1", "u2", "u1"]) await users.get(asId(id));
  console.log(users.cacheStats);
  console.log(projects.cacheStats);
  const names = await Promise.all(["u3", "u2", "u1"].map(async (id) => (await users.get(asId(id))).email));
  console.log(names.join(" "), created);

  const evicted: string[] = [];
  const c = new Cache<{ x: number }, string>(2, (k, v) => evicted.push(`${k.x}:${v}`));
  const k1 = { x: 1 }, k2 = { x: 2 }, k3 = { x: 3 };
  c.set(k1, "a");
  c.set(k2, "b");
  c.get(k1);
  c.set(k3, "c");
  c.set({ x: 1 }, "d");
  console.log(evicted, c.keys().map((k) => k.x), c.get(k1), c.stats);
}

main().catch((e) => console.log("unexpected", e));
