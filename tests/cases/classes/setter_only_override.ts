class Store {
  protected data = 10;
  get value(): number { return this.data; }
  set value(v: number) { this.data = v; }
  dump(): string { return `data=${this.data}`; }
}
class Sink extends Store {
  set value(v: number) { this.data = v * 2; }
}
const s = new Sink();
s.value = 4;
console.log(s.value, s.dump());
const base: Store = s;
base.value = 5;
console.log(base.dump());
