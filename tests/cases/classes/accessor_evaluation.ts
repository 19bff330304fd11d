// Getters and setters in compound assignments, increments and expressions.
const log: string[] = [];
class Tracked {
  private _v = 0;
  get v(): number {
    log.push("get " + this._v);
    return this._v;
  }
  set v(x: number) {
    log.push("set " + x);
    this._v = x;
  }
}

const t = new Tracked();
t.v = 5;
console.log(log.join(", "));
log.length = 0;

t.v += 3;
console.log(log.join(", "), "=>", t.v);
log.length = 0;

t.v++;
console.log(log.join(", "));
log.length = 0;

const before = t.v--;
console.log(before, log.join(", "));
log.length = 0;

const after = ++t.v;
console.log(after, log.join(", "));
log.length = 0;

// Each read in an expression calls the getter again, left to right.
const sum = t.v + t.v * 2;
console.log(sum, log.join(", "));
log.length = 0;

// Chained assignment: the setter runs, and the value of the expression is the right-hand side.
const other = new Tracked();
const r = (other.v = t.v = 42);
console.log(r, log.join(", "));
log.length = 0;

// A setter that clamps: reading back differs from what was assigned.
class Percent {
  private p = 0;
  get value(): number {
    return this.p;
  }
  set value(x: number) {
    this.p = Math.min(100, Math.max(0, Math.round(x)));
  }
}
const pc = new Percent();
const assigned = (pc.value = 150.7);
console.log(assigned, pc.value);
pc.value -= 1000;
console.log(pc.value);
pc.value = 49.5;
pc.value *= 2;
console.log(pc.value);

// A getter returning a fresh array each time: mutations of the result are lost.
class Bag {
  private items: number[] = [1, 2];
  get copy(): number[] {
    return this.items.slice();
  }
  get live(): number[] {
    return this.items;
  }
}
const bag = new Bag();
bag.copy.push(3);
bag.live.push(4);
console.log(bag.copy, bag.copy === bag.copy, bag.live === bag.live);
