class Counter {
  private static n = 0;
  static get value(): number {
    return Counter.n;
  }
}
Counter.value = 3; // expect error: Cannot assign to 'value' because it is a read-only property.
console.log(Counter.value);
