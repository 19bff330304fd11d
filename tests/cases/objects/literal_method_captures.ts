// Getters, setters and methods using `this` in an object literal may use the
// variables of the enclosing functions (they live in a hidden env of the object).
function subscription(list: number[], entry: number) {
  let active = true;
  return {
    unsubscribe: () => {
      active = false;
    },
    get active(): boolean {
      return active && list.includes(entry);
    },
  };
}
const s = subscription([1, 2], 2);
console.log(s.active, s);
s.unsubscribe();
console.log(s.active, JSON.stringify(s), Object.keys(s));

function counter(step: number) {
  let n = 0;
  const label = "ctr";
  return {
    count: 0,
    inc() {
      n += step;
      this.count++;
      return this;
    },
    toString() {
      return `${label}:${n}/${this.count}`;
    },
    get value(): number {
      return n;
    },
    set value(v: number) {
      n = v * step;
    },
  };
}
const c = counter(3);
c.inc().inc();
console.log(c.value, String(c), c);
c.value = 10;
console.log(c.value, `${c}`, { ...c });
const c2 = counter(1);
c2.inc();
console.log(c.value, c2.value, String(c2));

// nested literals, each with its own captures; a closure inside a method
const outer = 5;
function nest() {
  const k = 2;
  return {
    k,
    inner() {
      const x = 7;
      return {
        m() {
          return this.v + k;
        },
        later() {
          return () => x + this.v;
        },
        get v(): number {
          return x * k * outer;
        },
      };
    },
  };
}
const q = nest().inner();
console.log(q.v, q.m(), q.later()());

// a loop makes one literal per iteration, each seeing its own variable
const views: Array<{ readonly id: string; describe(): string }> = [];
for (const name of ["a", "b", "c"]) {
  let hits = 0;
  views.push({
    describe() {
      hits++;
      return `${name}#${hits}`;
    },
    get id(): string {
      return name.toUpperCase() + hits;
    },
  });
}
console.log(views.map((v) => v.describe()).join(" "), views[1].describe(), views.map((v) => v.id).join(","));
