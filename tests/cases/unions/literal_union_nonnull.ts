// A literal union keeps its type through `x!`, find(...)! and a spread of a
// Partial over a literal (each gave 'string', refused where a Dir is needed).
type Dir = "north" | "south" | "east" | "west";
const DIRS: readonly Dir[] = ["north", "south", "east", "west"] as const;
function opposite(d: Dir | undefined): Dir {
  const x: Dir = d!;
  const opp: Record<Dir, Dir> = { north: "south", south: "north", east: "west", west: "east" };
  return opp[x];
}
const first: Dir = DIRS.find((d) => d.startsWith("e"))!;
console.log(first, opposite(first), opposite("north"));
type Cmd = { verb: "go"; dir: Dir } | { verb: "look" };
const byLetter = (l: string): Cmd => ({ verb: "go", dir: DIRS.find((d) => d[0] === l)! });
console.log(byLetter("w"), byLetter("s"));
enum Level { Low = "low", High = "high" }
interface Opts { id: number; level: Level; mode: "fast" | "safe"; note?: string }
function make(extra: Partial<Opts> = {}): Opts { return { id: 1, level: Level.Low, mode: "safe", ...extra }; }
console.log(make(), make({ level: Level.High, mode: "fast" }), make({ note: "n" }));
