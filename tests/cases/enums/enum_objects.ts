// Enums as property types, in maps of records and in comparisons.
enum Priority { Low = 1, Medium, High, Critical }
enum Team { Web = "web", Mobile = "mobile", Infra = "infra" }

interface Ticket { id: number; title: string; priority: Priority; team: Team; done: boolean }
const tickets: Ticket[] = [
  { id: 1, title: "Login broken", priority: Priority.Critical, team: Team.Web, done: false },
  { id: 2, title: "Dark mode", priority: Priority.Low, team: Team.Mobile, done: true },
  { id: 3, title: "Disk full", priority: Priority.High, team: Team.Infra, done: false },
  { id: 4, title: "Typo", priority: Priority.Low, team: Team.Web, done: false },
  { id: 5, title: "Slow sync", priority: Priority.Medium, team: Team.Mobile, done: false },
];
const open = tickets.filter((t) => !t.done).sort((a, b) => b.priority - a.priority);
for (const t of open) console.log(`#${t.id} [${Priority[t.priority]}] ${t.title} (${t.team})`);
function teamLoad(team: Team): number {
  return tickets.filter((t) => t.team === team && !t.done).reduce((s, t) => s + t.priority, 0);
}
console.log(teamLoad(Team.Web), teamLoad(Team.Mobile), teamLoad(Team.Infra));
const urgent = tickets.some((t) => t.priority >= Priority.High && !t.done);
console.log(urgent, Priority.Critical - Priority.Low, tickets[0]);
function escalate(p: Priority): Priority {
  return p === Priority.Critical ? p : p + 1;
}
console.log(Priority[escalate(Priority.Low)], Priority[escalate(Priority.Critical)]);
