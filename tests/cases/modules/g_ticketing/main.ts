// A small ticket tracker split across modules: domain (enums, rules,
// barrel with renames), util (namespace re-export), services (store, report).
import { Priority, Status, rulesVersion, bumpRules, TRANSITIONS } from "./domain";
import type { TicketDraft } from "./domain";
import { TicketStore, TransitionError } from "./services/store";
import * as report from "./services/report";
import { fmt, formatHours } from "./util";

const HOUR = 3_600_000;
let clock = Date.UTC(2024, 5, 3, 9);
const store = new TicketStore(() => clock);

const drafts: TicketDraft[] = [
  { title: "Login page 500s", priority: Priority.Urgent, assignee: "ana", tags: ["auth"] },
  { title: "Typo in footer", priority: Priority.Low },
  { title: "Export to CSV", priority: Priority.Normal, assignee: "bo" },
  { title: "Slow search", priority: Priority.High, tags: ["perf", "search"] },
  { title: "Dark mode", priority: Priority.Low, assignee: "chen" },
];
const ids = drafts.map((d) => {
  clock += HOUR;
  return store.create(d).id;
});
console.log("created", ids, "store size", store.size);

const steps: Array<[number, Status]> = [
  [100, Status.InProgress], [101, Status.Done], [102, Status.InProgress], [102, Status.Blocked],
  [103, Status.Blocked], [100, Status.Done], [102, Status.InProgress], [104, Status.Open], [999, Status.Done],
];
for (const [id, to] of steps) {
  clock += 5 * HOUR;
  try {
    const t = store.move(id, to);
    console.log(`#${id} -> ${fmt.statusIcon(t.status)} ${t.status}`);
  } catch (e) {
    if (e instanceof TransitionError) console.log(`refused: ${e.message} (allowed: ${TRANSITIONS[e.from].join("|") || "none"})`);
    else if (e instanceof RangeError) console.log(`error: ${e.message}`);
    else throw e;
  }
}
console.log("escalate #101:", Priority[store.escalate(101)], "#104:", Priority[store.escalate(104)], Priority[store.escalate(104)]);

console.log(report.board(store).join("\n"));
clock += 100 * HOUR;
for (const [t, late] of report.overdue(store, clock)) console.log(`overdue #${t.id} by ${late} (${fmt.priorityLabel(t.priority)})`);
for (const [p, times] of report.cycleTimes(store)) console.log(`cycle ${Priority[p]}: ${times.map(formatHours).join(", ")}`);
console.log("rules v" + rulesVersion, "->", bumpRules(), "now", rulesVersion);
console.log(Object.keys(TRANSITIONS), Status.Blocked, Priority.High, Priority[2], store.get(103).tags);
