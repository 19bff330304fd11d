// A literal whose methods return `this` (its type contains itself), exported.
export const counter = {
  n: 0,
  step: 1,
  inc() { this.n += this.step; return this; },
  by(k: number) { this.step = k; return this; },
  show() { return "n=" + this.n; },
};
