// A registry of named counters, each a pair of closures over its own state.
interface Counter {
  name: string;
  inc: (by?: number) => number;
  get: () => number;
}

function makeCounter(name: string, start: number = 0): Counter {
  let value = start;
  return {
    name,
    inc: (by = 1) => (value += by),
    get: () => value,
  };
}

const registry: Counter[] = [];
function counter(name: string): Counter {
  let c = registry.find((x) => x.name === name);
  if (c === undefined) {
    c = makeCounter(name);
    registry.push(c);
  }
  return c;
}

const events = ["click", "view", "click", "scroll", "click", "view", "buy"];
events.forEach((e) => counter(e).inc());
counter("buy").inc(10);
console.log(registry.map((c) => `${c.name}=${c.get()}`).join(" "));

// Sorting counters by value with a comparator that calls their closures.
const sorted = registry.slice().sort((a, b) => b.get() - a.get());
console.log(sorted.map((c) => c.name).join(">"));

// Resetting by replacing the registry entry: the old closure keeps its value.
const oldClick = counter("click");
registry[registry.indexOf(oldClick)] = makeCounter("click", 100);
counter("click").inc();
console.log(oldClick.get(), counter("click").get(), registry.length);

// Decrementing with negative steps, and a counter that starts below zero.
const temp = makeCounter("temp", -5);
for (let i = 0; i < 3; i++) temp.inc(-2);
console.log(temp.get(), temp.inc(0), temp.inc(11.5));
