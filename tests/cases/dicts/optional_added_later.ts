// Optional properties assigned after the object was made without them.
interface Task {
  id: number;
  title: string;
  done?: boolean;
  tags?: string[];
  note?: string;
}

function parse(line: string, id: number) {
  const [title, tag] = line.split("#");
  return { id, title: title.trim(), tag: tag === undefined ? "" : tag.trim() };
}

const tasks: Task[] = [];
const lines = ["write report #work", "buy milk", "fix bike #home", "call bob"];
lines.forEach((l, i) => {
  const p = parse(l, i + 1);
  const t: Task = { id: p.id, title: p.title }; // declared: slots for every optional property
  if (p.tag !== "") t.tags = [p.tag];
  tasks.push(t);
});
tasks[1].done = true;
tasks[3].note = "after 5pm";
console.log(tasks);

// An object literal of an inferred type that later flows into an interface.
const draft = { id: 99, title: "draft" };
const asTask: Task = draft;
asTask.done = false;
asTask.note = "added later";
console.log(draft, asTask === draft);
console.log(JSON.stringify(draft), Object.keys(draft));
console.log("note" in draft, "tags" in draft);

// Many objects of one shape: they share the grown shape.
function fresh(i: number): Task {
  const o = { id: i, title: "t" + i };
  const t: Task = o;
  if (i % 2 === 0) t.done = i % 4 === 0;
  return t;
}
const many: Task[] = [];
for (let i = 0; i < 6; i++) many.push(fresh(i));
console.log(many.map((t) => `${t.id}:${t.done}`).join(" "));
delete asTask.note;
console.log(asTask);
