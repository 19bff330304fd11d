// A function whose parameter type is an alias naming a class declared further
// down: the alias, resolved muted while the function was hoisted, kept a
// broken signature (internal error: invalid typed IR).
type Handler = (m: Machine, n: number) => number;
function run(h: Handler, n: number): number {
  return h(new Machine(2), n);
}
class Machine {
  constructor(readonly base: number) {}
}
console.log(run((m, n) => m.base + n, 1));
