// A Redux-style store: typed actions via a creator map, reducers combined
// per slice, immutable nested updates with spreads, selectors with
// memoization, middleware (logger, thunk-like), undo history, and
// structuredClone/freeze for snapshots.

type Todo = { readonly id: number; readonly text: string; readonly done: boolean; readonly tags: readonly string[] };
type Filter = "all" | "active" | "done";
interface State {
  readonly todos: { readonly byId: Readonly<Record<number, Todo>>; readonly order: readonly number[]; readonly nextId: number };
  readonly ui: { readonly filter: Filter; readonly search: string };
}

const actions = {
  add: (text: string, tags: string[] = []): Action => ({ type: "todo/add", text, tags }),
  toggle: (id: number): Action => ({ type: "todo/toggle", id }),
  remove: (id: number): Action => ({ type: "todo/remove", id }),
  rename: (id: number, text: string): Action => ({ type: "todo/rename", id, text }),
  filter: (filter: Filter): Action => ({ type: "ui/filter", filter }),
  search: (search: string): Action => ({ type: "ui/search", search }),
  undo: (): Action => ({ type: "undo" }),
};
type Action =
  | { type: "todo/add"; text: string; tags: string[] }
  | { type: "todo/toggle" | "todo/remove"; id: number }
  | { type: "todo/rename"; id: number; text: string }
  | { type: "ui/filter"; filter: Filter }
  | { type: "ui/search"; search: string }
  | { type: "undo" };

const initial: State = {
  todos: { byId: {}, order: [], nextId: 1 },
  ui: { filter: "all", search: "" },
};

function todosReducer(s: State["todos"], a: Action): State["todos"] {
  switch (a.type) {
    case "todo/add": {
      const todo: Todo = { id: s.nextId, text: a.text.trim(), done: false, tags: a.tags };
      return { byId: { ...s.byId, [todo.id]: todo }, order: [...s.order, todo.id], nextId: s.nextId + 1 };
    }
    case "todo/toggle": {
      const t = s.byId[a.id];
      return t ? { ...s, byId: { ...s.byId, [a.id]: { ...t, done: !t.done } } } : s;
    }
    case "todo/rename": {
      const t = s.byId[a.id];
      return t && t.text !== a.text ? { ...s, byId: { ...s.byId, [a.id]: { ...t, text: a.text } } } : s;
    }
    case "todo/remove": {
      if (!(a.id in s.byId)) return s;
      const { [a.id]: _gone, ...rest } = s.byId;
      return { ...s, byId: rest, order: s.order.filter((id) => id !== a.id) };
    }
    default:
      return s;
  }
}

function uiReducer(s: State["ui"], a: Action): State["ui"] {
  switch (a.type) {
    case "ui/filter": return s.filter === a.filter ? s : { ...s, filter: a.filter };
    case "ui/search": return { ...s, search: a.search.toLowerCase() };
    default: return s;
  }
}

const rootReducer = (s: State, a: Action): State => {
  const todos = todosReducer(s.todos, a), ui = uiReducer(s.ui, a);
  return todos === s.todos && ui === s.ui ? s : { todos, ui };
};

type Listener = (s: State) => void;
type Middleware = (api: { getState: () => State; dispatch: (a: Action) => void }) => (next: (a: Action) => void) => (a: Action) => void;

function createStore(reducer: (s: State, a: Action) => State, init: State, ...mws: Middleware[]) {
  let state = init;
  const past: State[] = [];
  const listeners = new Set<Listener>();
  const base = (a: Action): void => {
    if (a.type === "undo") {
      const prev = past.pop();
      if (prev) state = prev;
    } else {
      const next = reducer(state, a);
      if (next === state) return;
      past.push(state);
      state = next;
    }
    listeners.forEach((l) => l(state));
  };
  let dispatch: (a: Action) => void = base;
  const api = { getState: () => state, dispatch: (a: Action) => dispatch(a) };
  dispatch = mws.reduceRight((next, mw) => mw(api)(next), base);
  return {
    getState: () => state,
    dispatch: (a: Action) => dispatch(a),
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => { listeners.delete(l); };
    },
    historySize: (): number => past.length,
  };
}

function memo<A, R>(f: (a: A) => R): (a: A) => R {
  let lastA: A | undefined, lastR: R | undefined, computed = 0;
  return (a: A): R => {
    if (computed === 0 || a !== lastA) { lastA = a; lastR = f(a); computed++; }
    return lastR as R;
  };
}

let visibleRuns = 0;
const selectVisible = memo((s: State): string[] => {
  visibleRuns++;
  return s.todos.order
    .map((id) => s.todos.byId[id])
    .filter((t) => (s.ui.filter === "all" ? true : s.ui.filter === "done" ? t.done : !t.done))
    .filter((t) => !s.ui.search || t.text.toLowerCase().includes(s.ui.search) || t.tags.includes(s.ui.search))
    .map((t) => `${t.done ? "[x]" : "[ ]"} #${t.id} ${t.text}${t.tags.length ? ` {${t.tags.join(",")}}` : ""}`);
});

const log: string[] = [];
const logger: Middleware = (api) => (next) => (a) => {
  const before = api.getState();
  next(a);
  log.push(`${a.type}${before === api.getState() ? " (no change)" : ""}`);
};
const guard: Middleware = () => (next) => (a) => {
  if (a.type === "todo/add" && a.text.trim() === "") { log.push("blocked empty add"); return; }
  next(a);
};

const store = createStore(rootReducer, initial, logger, guard);
let renders = 0;
const unsub = store.subscribe(() => renders++);
store.dispatch(actions.add("Write parser", ["code"]));
store.dispatch(actions.add("  Buy milk  "));
store.dispatch(actions.add("   "));
store.dispatch(actions.add("Review PR", ["code", "team"]));
store.dispatch(actions.toggle(2));
store.dispatch(actions.rename(1, "Write parser"));
store.dispatch(actions.rename(1, "Write better parser"));
console.log(selectVisible(store.getState()).join("\n"));
console.log(selectVisible(store.getState()) === selectVisible(store.getState()), "runs", visibleRuns);
store.dispatch(actions.filter("active"));
store.dispatch(actions.filter("active"));
store.dispatch(actions.search("CODE"));
console.log(selectVisible(store.getState()));
const snapshot = structuredClone(store.getState());
store.dispatch(actions.remove(1));
store.dispatch(actions.remove(42));
console.log(Object.keys(store.getState().todos.byId), store.getState().todos.order, Object.keys(snapshot.todos.byId));
store.dispatch(actions.undo());
store.dispatch(actions.undo());
console.log(store.getState().ui, store.getState().todos.order, "history", store.historySize());
unsub();
store.dispatch(actions.toggle(3));
console.log("renders", renders, "log:", log.join(" | "));
const frozen = Object.freeze({ ...store.getState().ui });
console.log(Object.isFrozen(frozen), JSON.stringify(store.getState().todos.byId[3]));
