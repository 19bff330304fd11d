// A tiny ORM: schemas, an in-memory store, a query builder and a relation.
import * as orm from "./query";
import { authors, posts, postsOf, authorOf, type Author, type Post } from "./models";
import { stats, tableNames } from "./store";
import { SchemaError } from "./schema";

const ada = authors.insert({ name: "Ada", email: "ada@example.org", active: true });
const bob = authors.insert({ name: "Bob", email: "bob@example.org", active: false });
const cy = authors.insert({ name: "Cy", email: "cy@example.org", active: true });

const seed: Array<[Author, string, number, string | null]> = [
  [ada, "Engines of analysis", 42, "math"],
  [ada, "Notes on notes", 17, null],
  [bob, "Why I stopped", 3, "life"],
  [cy, "Typed Modules", 29, "ts"],
  [cy, "More Types", 29, "ts"],
  [ada, "Bernoulli numbers", 8, "math"],
];
for (const [a, title, likes, tag] of seed) posts.insert({ authorId: a.id, title, likes, tag });
console.log("tables:", tableNames().join(","), "rows:", authors.count, posts.count);

const q = orm.from(posts).where("likes", ">", 10).orderBy("likes", true);
console.log(String(q));
for (const p of q.run()) console.log(" ", p.id, p.title, p.likes, authorOf(p).name);

const math = orm.from(posts).where("tag", "=", "math").where("title", "like", "BER");
console.log(`${math}`, "->", math.run().map((p) => p.title));
console.log(orm.from(authors).where("active", "=", true).orderBy("name", true).run().map((a) => a.name).join(" "));
console.log(orm.from(posts).orderBy("title").limit(2, 1).toString(), orm.from(posts).orderBy("title").limit(2, 1).run().map((p) => p.id));

for (const a of authors.all()) {
  const ps = postsOf(a);
  const total = ps.reduce((s, p) => s + p.likes, 0);
  console.log(`${a.name.padEnd(4)} ${ps.length} posts, ${total} likes, top: ${ps[0]?.title ?? "-"}`);
}

const popular = orm.from(posts).filter((p: Post) => authorOf(p).active && p.tag !== null).orderBy("id", true).first();
console.log("first popular:", popular?.title, popular?.tag);

const edited = posts.update(2, { tag: "meta", likes: 18 });
console.log(edited.id, edited.tag, edited.likes, posts.get(2) === edited);

const bad: Array<() => unknown> = [
  () => posts.insert({ authorId: 1, title: "x", likes: -1, tag: null }),
  () => authors.insert({ name: "Evangeline", email: "eve@example.org", active: true }),
  () => posts.update(99, { likes: 1 }),
  () => authorOf(posts.insert({ authorId: 77, title: "orphan", likes: 0, tag: null })),
];
for (const f of bad) {
  try {
    f();
    console.log("no error?");
  } catch (e) {
    if (e instanceof SchemaError) console.log("schema:", e.table, e.message);
    else if (e instanceof Error) console.log(e.name + ":", e.message);
  }
}
console.log(posts.delete(3), posts.delete(3), orm.from(posts).count(), JSON.stringify(stats));
