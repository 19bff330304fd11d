// args: report --since=2024-03-01 --format=table -v --tag work --tag=home extra.txt
// i_todo_cli: a subcommand-style CLI over an in-memory todo store. Parses
// process.argv by hand (repeatable flags, -v counting, --key value and
// --key=value), validates dates, and prints a report as a table or JSON.

type Priority = "low" | "normal" | "high";
interface Todo {
  id: number;
  title: string;
  done: boolean;
  priority: Priority;
  due?: Date;
  tags: string[];
  doneAt?: Date;
}

interface Cli {
  command: string;
  flags: Map<string, string[]>;
  verbose: number;
  positional: string[];
}

class UsageError extends Error {
  constructor(message: string, readonly code = 2) {
    super(message);
    this.name = "UsageError";
  }
}

function parseCli(argv: string[]): Cli {
  const [command = "help", ...rest] = argv;
  const cli: Cli = { command, flags: new Map(), verbose: 0, positional: [] };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === "--") { cli.positional.push(...rest.slice(i + 1)); break; }
    if (/^-v+$/.test(a)) { cli.verbose += a.length - 1; continue; }
    if (a.startsWith("--")) {
      let [key, value] = a.slice(2).split("=", 2) as [string, string | undefined];
      if (value === undefined) {
        const next = rest[i + 1];
        if (next === undefined || next.startsWith("-")) value = "true";
        else { value = next; i++; }
      }
      const list = cli.flags.get(key) ?? [];
      list.push(value);
      cli.flags.set(key, list);
      continue;
    }
    if (a.startsWith("-")) throw new UsageError(`unknown option ${a}`);
    cli.positional.push(a);
  }
  return cli;
}

function flag(cli: Cli, key: string): string | undefined {
  const v = cli.flags.get(key);
  return v?.[v.length - 1];
}

function parseDay(s: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) throw new UsageError(`bad date '${s}' (want YYYY-MM-DD)`);
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCMonth() !== +m[2] - 1) throw new UsageError(`no such day '${s}'`);
  return d;
}

const DAY = 86_400_000;
const base = Date.UTC(2024, 2, 1);
const titles = ["file taxes", "fix bike", "write report", "call mom", "plan trip", "review PR #42", "buy milk", "renew passport"];
const todos: Todo[] = titles.map((title, i) => ({
  id: i + 1,
  title,
  done: i % 3 === 0,
  priority: (["low", "normal", "high"] as const)[(i * 7) % 3],
  due: i % 4 === 3 ? undefined : new Date(base + (i * 5 - 6) * DAY),
  tags: i % 2 ? ["home"] : i % 5 === 0 ? ["work", "urgent"] : ["work"],
  doneAt: i % 3 === 0 ? new Date(base + i * DAY + 3600_000 * i) : undefined,
}));

function report(cli: Cli): void {
  const since = parseDay(flag(cli, "since") ?? "2024-01-01");
  const tags = cli.flags.get("tag") ?? [];
  const format = flag(cli, "format") ?? "table";
  if (format !== "table" && format !== "json") throw new UsageError(`unknown format ${format}`);
  const rows = todos
    .filter((t) => tags.length === 0 || t.tags.some((g) => tags.includes(g)))
    .filter((t) => !t.due || t.due >= since)
    .sort((a, b) => Number(a.done) - Number(b.done) || (a.due?.getTime() ?? Infinity) - (b.due?.getTime() ?? Infinity) || a.id - b.id);
  if (cli.verbose > 0) console.log(`# ${rows.length}/${todos.length} todos since ${since.toISOString().slice(0, 10)}, tags=${tags.join("|") || "*"}`);
  if (format === "json") {
    console.log(JSON.stringify(rows, (k, v) => (k === "tags" ? (v as string[]).join(",") : v), 2));
    return;
  }
  const prio: Record<Priority, string> = { low: "·", normal: "!", high: "‼" };
  for (const t of rows) {
    const due = t.due ? t.due.toISOString().slice(5, 10) : "--";
    const late = t.due && !t.done && t.due.getTime() < base ? " LATE" : "";
    console.log(`${t.done ? "[x]" : "[ ]"} ${String(t.id).padStart(2)} ${prio[t.priority]} ${t.title.padEnd(16)} ${due}${late}  ${t.tags.map((g) => "#" + g).join(" ")}`);
  }
  const open = rows.filter((t) => !t.done).length;
  console.log(`${open} open, ${rows.length - open} done (${((100 * (rows.length - open)) / Math.max(rows.length, 1)).toFixed(0)}%)`);
  if (cli.verbose > 1) {
    const spans = rows.filter((t) => t.doneAt && t.due).map((t) => (t.doneAt!.getTime() - t.due!.getTime()) / DAY);
    console.log(`# done vs due (days): ${spans.map((d) => d.toFixed(1)).join(", ")}`);
  }
  if (cli.positional.length) console.log(`# ignoring ${cli.positional.map((p) => JSON.stringify(p)).join(" ")}`);
}

function main(argv: string[]): number {
  const cli = parseCli(argv);
  switch (cli.command) {
    case "report": report(cli); return 0;
    case "count": console.log(todos.length); return 0;
    case "help": console.log("usage: todo report|count [--since=DAY] [--tag T]... [--format=table|json] [-v]"); return 0;
    default: throw new UsageError(`unknown command '${cli.command}'`);
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
  for (const bad of [["report", "--since=2024-02-30"], ["frob"], ["report", "-x"], ["report", "--format", "xml"]]) {
    try {
      main(bad);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      console.log(`${e.name}(${e.code}): ${e.message}`);
    }
  }
  main(["report", "--since", "2024-03-10", "--format=json", "--tag=urgent"]);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(e instanceof UsageError ? e.code : 1);
}
