const counter = {
  n: 0,
  label: "c",
  inc() { this.n++; return this; },
  add(k: number) { this.n += k; },
  show() { return this.label + "=" + this.n; },
  twice() { return this.show() + "/" + this.show(); },
  parts() { return [this.label, String(this.n)]; },
  half() { return this.quarter() * 2; },
  quarter() { return this.n / 4; },
  viaGetter() { return this.double + 1; },
  get double() { return this.n * 2; },
};
counter.inc().inc();
counter.add(3);
console.log(counter.n, counter.show(), counter.double, counter.twice(), counter.parts(), counter.half(), counter.viaGetter());
const c2 = counter.inc();
console.log(c2 === counter, c2.inc().n);
console.log(counter);

const stack = {
  items: [] as number[],
  push(x: number) { this.items.push(x); return this; },
  pop() { return this.items.pop(); },
  peek() { return this.items.length ? this.items[this.items.length - 1] : undefined; },
  size() { return this.items.length; },
};
stack.push(1).push(2).push(3);
console.log(stack.pop(), stack.peek(), stack.size());

function makeAcc(start: number) {
  const acc = {
    total: start,
    add(v: number) { this.total += v; return this.total; },
    reset() { this.total = 0; },
  };
  return acc;
}
const a = makeAcc(10);
console.log(a.add(5), a.add(1));
a.reset();
console.log(a.total);
console.log(counter.inc().double, counter.inc().viaGetter());
const shape = {
  w: 2, h: 3,
  scale(f: number) { this.w *= f; this.h *= f; return this; },
  area() { return this.w * this.h; },
  describe() { return `${this.w}x${this.h} area ${this.area()}`; },
};
console.log(shape.scale(2).scale(1.5).describe());
const takesArea = (s: { area(): number }) => s.area();
console.log(takesArea(shape));
const chain = {
  log: [] as string[],
  say(s: string) { this.log.push(s); return this; },
  done() { return this.log.join(" "); },
};
console.log(chain.say("a").say("b").say("c").done());
const tree = {
  visited: [] as number[],
  walk(n: number) { if (n > 0) { this.visited.push(n); this.walk(n - 1); } },
  count(n: number): number { return n <= 0 ? 0 : 1 + this.count(n - 1); },
  ping(n: number) { if (n > 0) this.pong(n - 1); return "ping" + n; },
  pong(n: number) { if (n > 0) this.ping(n - 1); return n; },
};
tree.walk(3);
console.log(tree.visited, tree.count(4), tree.ping(3), tree.pong(2));
