// A state machine with string literal states and events.
type State = "idle" | "loading" | "success" | "failure";
type Signal = "fetch" | "resolve" | "reject" | "reset";

function transition(s: State, e: Signal): State {
  switch (s) {
    case "idle":
      return e === "fetch" ? "loading" : s;
    case "loading":
      if (e === "resolve") return "success";
      if (e === "reject") return "failure";
      return s;
    case "success":
    case "failure":
      return e === "reset" ? "idle" : s;
  }
}

const events: Signal[] = ["fetch", "fetch", "reject", "reset", "fetch", "resolve", "reset", "resolve"];
let state: State = "idle";
const history: State[] = [state];
for (const e of events) {
  const next = transition(state, e);
  console.log(`${state.padEnd(8)} --${e}--> ${next}${next === state ? " (ignored)" : ""}`);
  state = next;
  history.push(state);
}
console.log(history.join(" > "));

type Light = "red" | "yellow" | "green";
const durations: { light: Light; seconds: number }[] = [
  { light: "green", seconds: 30 },
  { light: "yellow", seconds: 4 },
  { light: "red", seconds: 25 },
];
function after(l: Light): Light {
  if (l === "green") return "yellow";
  if (l === "yellow") return "red";
  return "green";
}
let light: Light = "red";
let t = 0;
for (let i = 0; i < 7; i++) {
  light = after(light);
  const d = durations.find((x) => x.light === light);
  t += d ? d.seconds : 0;
  console.log(i, light, t);
}
const counts = { idle: 0, loading: 0, success: 0, failure: 0 };
for (const h of history) {
  if (h === "idle") counts.idle++;
  else if (h === "loading") counts.loading++;
  else if (h === "success") counts.success++;
  else counts.failure++;
}
console.log(counts);
