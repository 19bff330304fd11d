export const Status = { Active: "active", Suspended: "suspended", Closed: "closed" } as const;
export type Status = (typeof Status)[keyof typeof Status];
type Level = "low" | "high";
const Level = { Low: "low" as Level, High: "high" as Level };
interface Point { x: number; y: number }
function Point(x: number, y: number): Point { return { x, y }; }
function describe(s: Status, l: Level): string {
  switch (s) {
    case Status.Active: return `on/${l}`;
    case "suspended": return `paused/${l}`;
    default: return `off/${l}`;
  }
}
const all: Status[] = Object.values(Status);
console.log(all.map((s) => describe(s, Level.High)));
console.log(Status, Level.Low, Object.keys(Status));
const p: Point = Point(1, 2);
console.log(p);
function local(): void {
  const Mode = { A: 1, B: 2 } as const;
  type Mode = (typeof Mode)[keyof typeof Mode];
  const m: Mode = Mode.B;
  console.log(m + 1);
}
local();
