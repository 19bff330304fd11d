// Connect four: a scripted player against a minimax computer, then computer against computer.
import { play } from "./game";
import { Scripted, Computer } from "./players";
import { Disc, SYMBOL } from "./types";
import { nodesSearched } from "./ai";
import { Board } from "./board";

const show = (o: { winner: Disc | null; line: [number, number][]; moves: number }) =>
  `${o.winner === null ? "draw" : SYMBOL[o.winner] + " wins"} after ${o.moves} moves ${o.line.map(([r, c]) => `(${r},${c})`).join("")}`;

const alice = new Scripted("alice", Disc.Red, [3, 3, 9, 3, 2, 4, 1, 5]);
const deep = new Computer("deep", Disc.Yellow, 4);
console.log(show(play(alice, deep, console.log)));
console.log(deep.thoughts.join(" "));

const c1 = new Computer("c1", Disc.Red, 3);
const c2 = new Computer("c2", Disc.Yellow, 2);
const lines: string[] = [];
const r = play(c1, c2, (l) => lines.push(l));
console.log(lines.join("\n"));
console.log(show(r), c1.thoughts.length, c2.thoughts.length, nodesSearched > 0);

const b = new Board();
for (const c of [0, 0, 0, 0, 0, 0]) b.drop(c, b.moves % 2 ? Disc.Yellow : Disc.Red);
try {
  b.drop(0, Disc.Red);
} catch (e) {
  console.log(e instanceof Error ? `${e.name}: ${e.message}` : e);
}
const cheater = new Scripted("mallory", Disc.Yellow, [7, -1, 8, 8]);
try {
  play(alice, cheater, (l) => console.log("log:", l.split("\n")[0]));
} catch (e) {
  if (e instanceof Error) console.log(e.message, "<-", (e.cause as Error).message);
}
