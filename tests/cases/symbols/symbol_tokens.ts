// Symbols as unique tokens: a state machine keyed by symbols in Maps and Sets, narrowing by typeof.
const Idle = Symbol("Idle");
const Running = Symbol("Running");
const Done = Symbol("Done");
type State = typeof Idle | typeof Running | typeof Done;

const transitions = new Map<symbol, symbol[]>([
  [Idle, [Running]],
  [Running, [Done, Idle]],
  [Done, []],
]);

function canMove(from: symbol, to: symbol): boolean {
  return (transitions.get(from) ?? []).includes(to);
}

function label(s: symbol): string {
  return s.description ?? "(anonymous)";
}

let state: symbol = Idle;
const visited = new Set<symbol>([state]);
for (const next of [Running, Idle, Running, Done, Running]) {
  if (canMove(state, next)) {
    console.log(`${label(state)} -> ${label(next)}`);
    state = next;
    visited.add(next);
  } else {
    console.log(`cannot go from ${label(state)} to ${label(next)}`);
  }
}
console.log("visited", visited.size, [...visited].map(label).join(","), state === Done);

function describe(k: string | number | symbol): string {
  if (typeof k === "symbol") return `symbol ${String(k)}`;
  if (typeof k === "number") return `number ${k.toFixed(1)}`;
  return `string ${k.toUpperCase()}`;
}
const keys: (string | number | symbol)[] = ["id", 7, Done, Symbol.for("shared")];
for (const k of keys) console.log(describe(k));
const counts = new Map<string, number>();
for (const k of keys) counts.set(typeof k, (counts.get(typeof k) ?? 0) + 1);
console.log(counts);
