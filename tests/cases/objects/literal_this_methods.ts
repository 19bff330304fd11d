// Methods of an object literal without a declared type use `this` (the literal's own type).
const stack = {
  items: [] as number[],
  limit: 3,
  push(x: number): boolean {
    if (this.full()) return false;
    this.items.push(x);
    return true;
  },
  full(): boolean {
    return this.items.length >= this.limit;
  },
  top(): number | undefined {
    return this.items[this.items.length - 1];
  },
  describe(): string {
    const show = (): string => this.items.join(",");
    return `[${show()}] of ${this.limit}`;
  },
};
console.log(stack.push(1), stack.push(2), stack.push(3), stack.push(4));
console.log(stack.top(), stack.full(), stack.describe());
stack.limit = 5;
console.log(stack.push(9), stack.describe());
const m = stack.describe;
console.log(typeof m);
const clock = {
  ticks: 0,
  label: "clk",
  tick(n: number): void {
    this.ticks += n;
  },
};
[1, 2, 3].forEach((n) => clock.tick(n));
console.log(clock);
