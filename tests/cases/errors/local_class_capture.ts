function makeCounter(start: number): number {
  let n = start;
  class Counter {
    next(): number { // expect error: unsupported: a class declared inside a function using its variables ('n')
      return n++;
    }
  }
  return new Counter().next();
}
console.log(makeCounter(1));
