import type { Task, Clock } from "./domain";

export const fixedClock: Clock = { today: () => "2024-03-15" };

export function overdue(t: Task, clock: Clock): boolean {
  return !t.done && t.due !== undefined && t.due < clock.today();
}

export default function formatTask(t: Task, clock: Clock = fixedClock): string {
  const box = t.done ? "[x]" : "[ ]";
  const flags = [t.priority === "high" ? "!" : "", overdue(t, clock) ? "LATE" : ""].filter(Boolean).join(" ");
  const tags = t.tags.length ? ` #${t.tags.join(" #")}` : "";
  return `${box} ${t.id} ${t.title}${tags}${flags ? ` (${flags})` : ""}`;
}
