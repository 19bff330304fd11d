// Getters and setters in object literals: computed properties, validation, printing, JSON.
const cart = {
  items: [3, 4, 5],
  rate: 0.2,
  get total(): number {
    return this.items.reduce((a, b) => a + b, 0);
  },
  get taxed(): number {
    return this.total * (1 + this.rate);
  },
  set first(v: number) {
    this.items[0] = v;
  },
};
console.log(cart.total, cart.taxed.toFixed(2));
cart.first = 10;
console.log(cart.total, cart.items, cart.first);
console.log(cart);
console.log(JSON.stringify(cart));
console.log(JSON.stringify(cart, null, 2));
console.log(Object.keys(cart));
for (const k in cart) console.log("key", k);

// Through an interface: a getter/setter pair and a readonly getter.
interface Temperature {
  celsius: number;
  readonly fahrenheit: number;
}
let store = 20;
const log: string[] = [];
const temp: Temperature = {
  get celsius() {
    return store;
  },
  set celsius(v) {
    if (v < -273.15) throw new RangeError("below absolute zero: " + v);
    log.push("set " + v);
    store = v;
  },
  get fahrenheit() {
    return (store * 9) / 5 + 32;
  },
};
temp.celsius = 100;
temp.celsius += 5;
console.log(temp.celsius, temp.fahrenheit, store, log);
try {
  temp.celsius = -300;
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
console.log(temp, JSON.stringify(temp));

function describe(t: Temperature): string {
  return `${t.celsius}°C = ${t.fahrenheit}°F`;
}
console.log(describe(temp), describe({ celsius: 0, fahrenheit: 32 }));

// A counter whose value is read-only from outside.
function makeCounter(start: number) {
  const state = { n: start };
  return {
    state,
    inc(): void {
      this.state.n++;
    },
    get value(): number {
      return this.state.n;
    },
  };
}
const ctr = makeCounter(5);
ctr.inc();
ctr.inc();
console.log(ctr.value, ctr);
const rows = [ctr, makeCounter(1)];
console.log(rows.map((r) => r.value), JSON.stringify(rows));
