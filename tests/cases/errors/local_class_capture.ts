// A class that uses its function's variables can only be instantiated in
// that function or its own methods (its env is out of reach elsewhere).
function makeCounters(start: number, k: number): number[] {
  let n = start;
  class Counter {
    next(): number {
      return n++;
    }
  }
  const make = () => new Counter(); // expect error: unsupported: creating an instance of class 'Counter' (declared inside a function) outside that function and its methods
  return [make().next(), new Counter().next(), k];
}
console.log(makeCounters(1, 2));
