// A private static of a generic class used inside the class through its name (B.twice).
class B<T> {
  constructor(private v: T) {}
  private static twice(n: number): number { return n * 2; }
  get(): number { return B.twice(3); }
}
console.log(new B<string>("x").get());
