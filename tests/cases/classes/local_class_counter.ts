function makeCounter(start: number): number {
  let n = start;
  class Counter {
    next(): number {
      return n++;
    }
  }
  return new Counter().next();
}
console.log(makeCounter(1));
