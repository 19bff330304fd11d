const m = {
  base: 1,
  fact(n: number) { return n <= 1 ? this.base : n * this.fact(n - 1); }, // expect error: 'fact' implicitly has return type 'any' because it does not have a return type annotation and is referenced directly or indirectly in one of its return expressions.
};
console.log(m.fact(5));
