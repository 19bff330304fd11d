// A class that is its own iterator ([Symbol.iterator]() { return this; }),
// with return() called when a loop is left early.
class Countdown implements IterableIterator<number> {
  private n: number;
  closed = 0;
  constructor(n: number) {
    this.n = n;
  }
  [Symbol.iterator](): this {
    return this;
  }
  next(): IteratorResult<number> {
    if (this.n <= 0) return { value: undefined, done: true };
    return { value: this.n--, done: false };
  }
  return(): IteratorResult<number> {
    this.closed++;
    console.log("return() called at", this.n);
    return { value: undefined, done: true };
  }
}

const c = new Countdown(5);
for (const x of c) {
  console.log(x);
  if (x === 3) break;
}
console.log("closed", c.closed);
// the iterator goes on where it stopped (it is the same object)
for (const x of c) console.log("rest", x);
console.log("closed", c.closed);

// a throw out of the body closes it too
const d = new Countdown(3);
try {
  for (const x of d) {
    if (x === 2) throw new Error("boom");
    console.log("d", x);
  }
} catch (e) {
  console.log("caught", (e as Error).message);
}
console.log("closed", d.closed);

// return from inside a loop in a function
function firstOver(it: Countdown, limit: number): number {
  for (const x of it) if (x < limit) return x;
  return -1;
}
console.log(firstOver(new Countdown(10), 7));

// destructuring takes what it needs, then closes
const [p, q] = new Countdown(9);
console.log(p, q);

// an iterator without return(): leaving early leaves it where it is
class Naturals {
  private i = 0;
  [Symbol.iterator]() {
    return this;
  }
  next() {
    return { value: this.i++, done: false };
  }
}
const nat = new Naturals();
for (const v of nat) if (v >= 2) break;
for (const v of nat) {
  console.log("nat", v);
  if (v >= 5) break;
}

// next() called by hand
const e = new Countdown(2);
console.log(e.next(), e.next(), e.next());

// a next() that throws ends the loop without return(), as in Node
class Boom {
  n = 0;
  [Symbol.iterator]() {
    return this;
  }
  next(): IteratorResult<number> {
    if (this.n++ === 2) throw new Error("next failed");
    return { value: this.n, done: false };
  }
  return(): IteratorResult<number> {
    console.log("Boom return() called");
    return { value: undefined, done: true };
  }
}
try {
  for (const x of new Boom()) console.log("boom", x);
} catch (err) {
  console.log("caught", (err as Error).message);
}
try {
  console.log([...new Boom()]);
} catch (err) {
  console.log("caught", (err as Error).message);
}
function* viaYieldStar() {
  try {
    yield* new Boom();
  } finally {
    console.log("generator finally");
  }
}
for (const v of viaYieldStar()) {
  console.log("delegated", v);
  break;
}
