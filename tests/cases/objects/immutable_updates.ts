// Building new objects instead of mutating: an immutable-style state machine.
interface State {
  readonly pos: number;
  readonly score: number;
  readonly log: readonly string[];
  readonly done: boolean;
}

function step(s: State, cmd: string): State {
  if (s.done) return s;
  if (cmd === "fwd") return { pos: s.pos + 1, score: s.score + 1, log: s.log.concat(["f"]), done: false };
  if (cmd === "back") return { pos: s.pos - 1, score: s.score, log: s.log.concat(["b"]), done: false };
  if (cmd === "jump") return { pos: s.pos * 2, score: s.score + 5, log: s.log.concat(["j"]), done: false };
  if (cmd === "stop") return { pos: s.pos, score: s.score, log: s.log, done: true };
  return s;
}

const start: State = { pos: 1, score: 0, log: [], done: false };
const history: State[] = [start];
const cmds = ["fwd", "jump", "nop", "back", "jump", "stop", "fwd"];
let s = start;
for (const c of cmds) {
  const next = step(s, c);
  console.log(c.padEnd(5), next === s ? "same" : "new ", next.pos, next.score, next.log.join(""), next.done);
  history.push(next);
  s = next;
}
console.log(start.pos, start.score, start.log.length);
console.log(history.length, history[0] === start, history[3] === history[2]);

// Copying a record field by field.
function withScore(s: State, score: number): State {
  return { pos: s.pos, score, log: s.log, done: s.done };
}
const copy = withScore(s, 1000);
console.log(copy.score, s.score, copy.log === s.log, copy === s);
console.log(copy);
