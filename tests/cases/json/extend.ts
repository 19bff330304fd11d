// Parsed objects get new properties after the fact: optional fields of an interface, and any objects.
interface Task { id: number; title: string; done: boolean; note?: string; tags?: string[]; owner?: { name: string } }
const tasks: Task[] = JSON.parse('[{"id": 1, "title": "write", "done": false}, {"id": 2, "title": "test", "done": true, "note": "ok"}]');
tasks[0].note = "added later";
tasks[0].tags = ["a"];
tasks[1].done = false;
tasks[1].owner = { name: "Ada" };
console.log(tasks);
for (const t of tasks) console.log(t.id, t.note ?? "-", t.tags?.length ?? 0, t.owner?.name ?? "nobody");

const raw: any = JSON.parse('{"a": 1}');
raw.b = "two";
raw.c = [3];
raw.d = { e: 4 };
raw.a = raw.a + 1;
console.log(raw, JSON.stringify(raw));
const counts: any = JSON.parse("{}");
for (const w of ["x", "y", "x", "z", "x"]) counts[w] = (counts[w] ?? 0) + 1;
console.log(counts, counts.x, counts["y"]);
const users: any[] = JSON.parse('[{"first": "Grace", "last": "Hopper"}, {"first": "Alan", "last": "Turing"}]');
for (const u of users) u.full = u.first + " " + u.last;
console.log(users.map((u) => u.full));
