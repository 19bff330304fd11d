// A static block is inside its class: it may use the class's #private statics.
class Counter {
  static #instances = 0;
  static #log: string[] = [];
  #count = 0;
  constructor() { Counter.#instances++; }
  static get instances() { return Counter.#instances; }
  static get log() { return Counter.#log.join(","); }
  static {
    Counter.#instances = 100;
    Counter.#log.push("init");
  }
  bump() { this.#count++; return this.#count; }
}
new Counter(); new Counter();
console.log(Counter.instances, Counter.log, new Counter().bump());
