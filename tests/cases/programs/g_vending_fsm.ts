// A vending machine as a state machine: an abstract State class hierarchy,
// static factories, private #fields and static #counters, accessors,
// instanceof dispatch, toString overrides and a transition log.

type Coin = 5 | 10 | 25 | 100;

abstract class State {
  static #created = 0;
  readonly #id: number;
  protected constructor(protected readonly machine: Machine) {
    this.#id = ++State.#created;
  }
  static get created(): number { return State.#created; }
  get id(): number { return this.#id; }
  abstract get name(): string;
  insert(coin: Coin): State { return this.reject(`cannot insert ${coin}c while ${this.name}`); }
  select(code: string): State { return this.reject(`cannot select ${code} while ${this.name}`); }
  cancel(): State { return this; }
  tick(): State { return this; }
  protected reject(why: string): State {
    this.machine.note(`! ${why}`);
    return this;
  }
  toString(): string { return `${this.name}#${this.#id}`; }
}

class Idle extends State {
  static create(m: Machine): Idle { return new Idle(m); }
  get name(): string { return "idle"; }
  override insert(coin: Coin): State { return Paying.create(this.machine, coin); }
}

class Paying extends State {
  #credit: number;
  private constructor(m: Machine, first: Coin) {
    super(m);
    this.#credit = first;
  }
  static create(m: Machine, first: Coin): Paying { return new Paying(m, first); }
  get name(): string { return `paying(${this.#credit}c)`; }
  get credit(): number { return this.#credit; }
  override insert(coin: Coin): State {
    this.#credit += coin;
    if (this.#credit > 300) {
      this.machine.refund(coin);
      this.#credit -= coin;
      return this.reject("credit limit");
    }
    return this;
  }
  override select(code: string): State {
    const slot = this.machine.slot(code);
    if (!slot) return this.reject(`no slot ${code}`);
    if (slot.count === 0) return this.reject(`${slot.item} sold out`);
    if (slot.price > this.#credit) return this.reject(`${slot.item} costs ${slot.price}c, credit ${this.#credit}c`);
    return Vending.create(this.machine, code, this.#credit - slot.price);
  }
  override cancel(): State {
    this.machine.refund(this.#credit);
    return Idle.create(this.machine);
  }
}

class Vending extends State {
  #ticks = 0;
  private constructor(m: Machine, private readonly code: string, private readonly change: number) { super(m); }
  static create(m: Machine, code: string, change: number): Vending { return new Vending(m, code, change); }
  get name(): string { return `vending(${this.code})`; }
  override tick(): State {
    if (++this.#ticks < 2) return this;
    this.machine.dispense(this.code);
    if (this.change > 0) this.machine.refund(this.change);
    return this.machine.empty ? OutOfOrder.create(this.machine, "empty") : Idle.create(this.machine);
  }
}

class OutOfOrder extends State {
  private constructor(m: Machine, readonly reason: string) { super(m); }
  static create(m: Machine, reason: string): OutOfOrder { return new OutOfOrder(m, reason); }
  get name(): string { return `out-of-order(${this.reason})`; }
  override insert(coin: Coin): State {
    this.machine.refund(coin);
    return super.insert(coin);
  }
}

interface Slot { item: string; price: number; count: number }

class Machine {
  #state: State;
  #slots = new Map<string, Slot>();
  readonly log: string[] = [];
  #refunded = 0;
  #sales: string[] = [];

  constructor(stock: Record<string, Slot>) {
    for (const [code, s] of Object.entries(stock)) this.#slots.set(code, { ...s });
    this.#state = Idle.create(this);
  }

  get state(): State { return this.#state; }
  get empty(): boolean { return [...this.#slots.values()].every((s) => s.count === 0); }
  get refunded(): number { return this.#refunded; }
  get sales(): readonly string[] { return this.#sales; }

  slot(code: string): Readonly<Slot> | undefined { return this.#slots.get(code); }
  note(msg: string): void { this.log.push(`  ${msg}`); }
  refund(c: number): void { this.#refunded += c; this.note(`refund ${c}c`); }
  dispense(code: string): void {
    const s = this.#slots.get(code)!;
    s.count--;
    this.#sales.push(s.item);
    this.note(`dispense ${s.item}`);
  }

  #go(label: string, f: (s: State) => State): this {
    const before = this.#state;
    this.#state = f(before);
    this.log.push(before === this.#state ? `${label}: stay ${before}` : `${label}: ${before} -> ${this.#state}`);
    return this;
  }
  insert(c: Coin): this { return this.#go(`insert ${c}`, (s) => s.insert(c)); }
  select(code: string): this { return this.#go(`select ${code}`, (s) => s.select(code)); }
  cancel(): this { return this.#go("cancel", (s) => s.cancel()); }
  tick(n = 1): this {
    for (let i = 0; i < n; i++) this.#go("tick", (s) => s.tick());
    return this;
  }
}

const m = new Machine({
  A1: { item: "cola", price: 125, count: 1 },
  A2: { item: "water", price: 90, count: 1 },
  B1: { item: "chips", price: 150, count: 0 },
});

m.select("A1")
  .insert(100).insert(25).select("B1").select("Z9").select("A1")
  .insert(5).tick(2)
  .insert(100).select("A1").cancel()
  .insert(100).insert(100).insert(100).insert(25).select("A2").tick(3)
  .insert(10);

console.log(m.log.join("\n"));
const st = m.state;
console.log(`final: ${st}; out of order: ${st instanceof OutOfOrder}; idle: ${st instanceof Idle}`);
if (st instanceof OutOfOrder) console.log("reason:", st.reason, "id:", st.id);
console.log(`sales: ${m.sales.join(", ")}; refunded: ${m.refunded}c; states created: ${State.created}`);
console.log(Object.keys(m), JSON.stringify(m.slot("A2")));
