class Store {
  protected data = 10;
  get value(): number { return this.data; }
  set value(v: number) { this.data = v; }
}
class Sink extends Store {
  set value(v: number) { this.data = v * 2; }
}
const base: Store = new Sink();
console.log(base.value); // expect error: unsupported: reading 'value' of a 'Store', whose subclass 'Sink' overrides the accessor with a setter only
