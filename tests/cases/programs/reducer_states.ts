enum Status { Idle = "idle", Loading = "loading", Done = "done", Failed = "failed" }
type State = Readonly<{
  status: Status;
  items: readonly string[];
  error?: string;
  page: number;
}>;
type Action =
  | { type: "fetch"; page: number }
  | { type: "success"; items: string[] }
  | { type: "failure"; error: string }
  | { type: "reset" };
const initial: State = { status: Status.Idle, items: [], page: 0 };
function assertNever(x: never): never {
  throw new Error(`unexpected ${JSON.stringify(x)}`);
}
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "fetch":
      return { ...state, status: Status.Loading, page: action.page, error: undefined };
    case "success":
      return { ...state, status: Status.Done, items: [...state.items, ...action.items] };
    case "failure":
      return { ...state, status: Status.Failed, error: action.error };
    case "reset":
      return initial;
    default:
      return assertNever(action);
  }
}
const labels: Record<Status, string> = {
  [Status.Idle]: "waiting",
  [Status.Loading]: "loading…",
  [Status.Done]: "ready",
  [Status.Failed]: "broken",
};
const actions: Action[] = [
  { type: "fetch", page: 1 },
  { type: "success", items: ["a", "b"] },
  { type: "fetch", page: 2 },
  { type: "failure", error: "timeout" },
  { type: "fetch", page: 2 },
  { type: "success", items: ["c"] },
  { type: "reset" },
];
let s = initial;
const history: State[] = [s];
for (const a of actions) {
  s = reducer(s, a);
  history.push(s);
  console.log(`${a.type.padEnd(8)} -> ${labels[s.status]} page=${s.page} items=${s.items.join("")}${s.error ? ` (${s.error})` : ""}`);
}
console.log(history.filter((h) => h.status === Status.Done).length, Object.values(Status), Object.keys(labels));
const counts = history.reduce((m, h) => m.set(h.status, (m.get(h.status) ?? 0) + 1), new Map<Status, number>());
console.log([...counts]);
console.log(JSON.stringify(history[4]), history[4]);
