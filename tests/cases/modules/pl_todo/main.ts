// A todo list driven by command lines: a generic repository, a default-exported
// instance, a default-exported function re-exported by name through a barrel.
import repo, { Priority, describeChange, type Todo } from "./todos";
import { parseArgs, flagPattern, NotFoundError } from "./lib";

const changes: string[] = [];
repo.subscribe((c) => changes.push(describeChange(c)));

function show(t: Todo): string {
  const box = t.done ? "[x]" : "[ ]";
  const tags = t.tags.length ? " " + t.tags.map((x) => "#" + x).join(" ") : "";
  return `${String(t.id).padStart(2)} ${box} ${Priority[t.priority].padEnd(6)} ${t.title}${tags}${t.due ? ` (due ${t.due})` : ""}`;
}

function run(line: string): string {
  const [cmd, ...rest] = parseArgs(line);
  const flags = new Map<string, string>();
  const words: string[] = [];
  for (const w of rest) {
    const m = flagPattern.exec(w);
    if (m) flags.set(m[1], m[2] ?? "true");
    else words.push(w);
  }
  switch (cmd) {
    case "add": {
      const p = flags.get("p");
      const t = repo.insert({
        title: words.join(" "),
        done: false,
        priority: p === "high" ? Priority.High : p === "low" ? Priority.Low : Priority.Normal,
        tags: (flags.get("tags") ?? "").split(",").filter(Boolean),
        ...(flags.has("due") ? { due: flags.get("due") } : {}),
      });
      return `added #${t.id}`;
    }
    case "done":
      return words.map((w) => show(repo.update(Number(w), { done: true }))).join("\n");
    case "rm":
      repo.delete(Number(words[0]));
      return `removed #${words[0]}`;
    case "bump": {
      const t = repo.get(Number(words[0]));
      return show(repo.update(t.id, { priority: Math.min(t.priority + 1, Priority.High) }));
    }
    case "ls":
      return (flags.has("tag") ? repo.tagged(flags.get("tag")!) : repo.open()).map(show).join("\n") || "(nothing)";
    case "overdue":
      return repo.overdue(words[0]).map(show).join("\n") || "(nothing overdue)";
    default:
      return `unknown command: ${cmd ?? "(empty)"}`;
  }
}

const script = [
  'add "Write report" --p=high --tags=work --due=2024-03-01',
  "add Buy milk --tags=home,errand",
  'add "Fix \"the\" bike" --p=low --due=2024-02-10',
  "add Call mom --tags=home",
  "ls",
  "done 2",
  "bump 3",
  "bump 1",
  "ls --tag=home",
  "overdue 2024-02-15",
  "rm 4",
  "rm 4",
  "done 9",
  'add "unterminated',
  "",
  "frobnicate",
  "ls",
];
for (const line of script) {
  console.log(`> ${line}`);
  try {
    console.log(run(line));
  } catch (e) {
    if (e instanceof NotFoundError) console.log(`not found: ${e.entity} ${e.id}`);
    else if (e instanceof SyntaxError) console.log(`syntax: ${e.message}`);
    else throw e;
  }
}
console.log(changes.join("\n"));
console.log(JSON.stringify(repo.get(1)));
