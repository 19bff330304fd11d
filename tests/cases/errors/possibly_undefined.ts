// Arithmetic on an optional parameter without checking it first.
function scale(x: number, factor?: number): number {
  return x * factor; // expect error: 'factor' is possibly 'undefined'.
}
console.log(scale(2, 3));
