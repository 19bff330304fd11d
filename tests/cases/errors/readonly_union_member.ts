// A property of a member of Readonly<Union> is read-only.
type State = { kind: "idle" } | { kind: "run"; speed: number };
const s: Readonly<State> = { kind: "run", speed: 1 };
if (s.kind === "run") s.speed = 2; // expect error: Cannot assign to 'speed' because it is a read-only property.
console.log(s);
