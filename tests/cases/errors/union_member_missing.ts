// A property that only some members of a union have: tsc's error, at the line.
type Spec = { from: number; to: number } | number[];
function first(s: Spec): number {
  return s.from; // expect error: Property 'from' does not exist on type 'Spec'.
}
console.log(first([1]));
