// State machine over a discriminated union with exhaustive switch and never.
type State =
  | { tag: "idle" }
  | { tag: "loading"; url: string; attempt: number }
  | { tag: "success"; url: string; data: readonly string[] }
  | { tag: "failure"; url: string; reason: string; retryable: boolean };

type Action =
  | { type: "fetch"; url: string }
  | { type: "resolve"; data: string[] }
  | { type: "reject"; reason: string; status: number }
  | { type: "retry" }
  | { type: "reset" };

const MAX_ATTEMPTS = 3 as const;

function assertNever(x: never, what: string): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(x)}`);
}

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "fetch":
      return state.tag === "loading" ? state : { tag: "loading", url: action.url, attempt: 1 };
    case "resolve":
      if (state.tag !== "loading") return state;
      return { tag: "success", url: state.url, data: Object.freeze([...action.data]) };
    case "reject": {
      if (state.tag !== "loading") return state;
      const retryable = action.status >= 500 && state.attempt < MAX_ATTEMPTS;
      return { tag: "failure", url: state.url, reason: `${action.status} ${action.reason}`, retryable };
    }
    case "retry":
      if (state.tag === "failure" && state.retryable) {
        const prevAttempt = trail.filter((s) => s.tag === "loading" && s.url === state.url).length;
        return { tag: "loading", url: state.url, attempt: prevAttempt + 1 };
      }
      return state;
    case "reset":
      return { tag: "idle" };
    default:
      return assertNever(action, "action");
  }
}

function describe(s: State): string {
  switch (s.tag) {
    case "idle": return "idle";
    case "loading": return `loading ${s.url} (attempt ${s.attempt}/${MAX_ATTEMPTS})`;
    case "success": return `got ${s.data.length} item(s) from ${s.url}: ${s.data.join("|")}`;
    case "failure": return `failed ${s.url}: ${s.reason}${s.retryable ? " [retryable]" : ""}`;
    default: {
      const _exhaustive: never = s;
      return _exhaustive;
    }
  }
}

function isTerminal(s: State): s is Extract<State, { tag: "success" | "failure" }> {
  return s.tag === "success" || (s.tag === "failure" && !s.retryable);
}

const trail: State[] = [];
let state: State = { tag: "idle" };
const script: Action[] = [
  { type: "retry" },
  { type: "fetch", url: "/a" },
  { type: "fetch", url: "/ignored" },
  { type: "reject", reason: "Bad Gateway", status: 502 },
  { type: "retry" },
  { type: "reject", reason: "Service Unavailable", status: 503 },
  { type: "retry" },
  { type: "reject", reason: "Gateway Timeout", status: 504 },
  { type: "retry" },
  { type: "reset" },
  { type: "fetch", url: "/b" },
  { type: "resolve", data: ["x", "y", "z"] },
  { type: "reject", reason: "late", status: 500 },
  { type: "fetch", url: "/c" },
  { type: "reject", reason: "Not Found", status: 404 },
];
for (const [i, action] of script.entries()) {
  const next = reduce(state, action);
  const changed = next !== state;
  trail.push(next);
  state = next;
  const term = isTerminal(state) ? ` terminal=${state.tag}` : "";
  console.log(`${String(i).padStart(2)} ${action.type.padEnd(7)} ${changed ? "->" : "=="} ${describe(state)}${term}`);
}
const tally: Partial<Record<State["tag"], number>> = {};
for (const s of trail) tally[s.tag] = (tally[s.tag] ?? 0) + 1;
console.log(tally);

// traffic light: const-object enum with a transition table
const Light = { Red: "RED", Green: "GREEN", Yellow: "YELLOW" } as const;
type Light = (typeof Light)[keyof typeof Light];
const nextLight: Record<Light, Light> = { RED: "GREEN", GREEN: "YELLOW", YELLOW: "RED" };
const durations: { [L in Light]: number } = { RED: 30, GREEN: 25, YELLOW: 5 };
let light: Light = Light.Red;
let t = 0;
const timeline: string[] = [];
while (t < 120) {
  timeline.push(`${t}:${light[0]}`);
  t += durations[light];
  light = nextLight[light];
}
console.log(timeline.join(" "));
const bogus: Action = { type: "reset" };
try {
  if (bogus.type !== "reset") assertNever(bogus as never, "test");
  console.log("reset ok", describe(reduce(state, bogus)));
} catch (e) {
  console.log(String(e));
}
