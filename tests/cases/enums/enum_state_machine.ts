// An enum-driven vending machine.
enum State { Idle, HasCoin, Vending, OutOfStock }
enum Action { Insert = "insert", Push = "push", Refill = "refill", Take = "take" }

class Machine {
  state: State = State.Idle;
  stock: number;
  coins = 0;
  constructor(stock: number) { this.stock = stock; if (stock === 0) this.state = State.OutOfStock; }
  apply(a: Action): string {
    const before = this.state;
    switch (this.state) {
      case State.Idle:
        if (a === Action.Insert) { this.coins++; this.state = State.HasCoin; }
        break;
      case State.HasCoin:
        if (a === Action.Push) this.state = State.Vending;
        break;
      case State.Vending:
        if (a === Action.Take) {
          this.stock--;
          this.state = this.stock > 0 ? State.Idle : State.OutOfStock;
        }
        break;
      case State.OutOfStock:
        if (a === Action.Refill) { this.stock = 2; this.state = State.Idle; }
        break;
    }
    return `${State[before]} --${a}--> ${State[this.state]}`;
  }
}
const m = new Machine(1);
const script: Action[] = [Action.Push, Action.Insert, Action.Push, Action.Take, Action.Insert, Action.Refill, Action.Insert, Action.Push, Action.Take];
for (const a of script) console.log(m.apply(a));
console.log(m.coins, m.stock, m.state, State[m.state]);
