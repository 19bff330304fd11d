// A vending-machine state machine with discriminated unions and exhaustive switches.
type State =
  | { kind: "idle" }
  | { kind: "collecting"; credit: number }
  | { kind: "dispensing"; item: string; change: number }
  | { kind: "maintenance"; reason: string; since: number }
  | { kind: "broken"; error: Error };

type Event =
  | { type: "coin"; cents: number }
  | { type: "select"; code: string }
  | { type: "refund" }
  | { type: "done" }
  | { type: "service"; reason?: string }
  | { type: "fix" };

const enum Coin {
  Nickel = 5,
  Dime = 10,
  Quarter = 25,
  Dollar = 100,
}

interface Slot {
  readonly name: string;
  readonly price: number;
  count: number;
}

function assertNever(x: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(x)}`);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

class VendingMachine {
  private state: State = { kind: "idle" };
  private tick = 0;
  readonly history: Array<[number, State["kind"]]> = [];
  private readonly slots: Map<string, Slot>;

  constructor(stock: Record<string, Omit<Slot, "count"> & { count?: number }>) {
    this.slots = new Map(Object.entries(stock).map(([code, s]) => [code, { ...s, count: s.count ?? 3 }]));
  }

  get current(): Readonly<State> {
    return this.state;
  }

  private go(next: State): void {
    this.state = next;
    this.history.push([this.tick, next.kind]);
  }

  send(ev: Event): string {
    this.tick++;
    const s = this.state;
    switch (s.kind) {
      case "idle":
      case "collecting": {
        const credit = s.kind === "collecting" ? s.credit : 0;
        switch (ev.type) {
          case "coin":
            if (![Coin.Nickel, Coin.Dime, Coin.Quarter, Coin.Dollar].includes(ev.cents)) return `rejected coin ${ev.cents}`;
            this.go({ kind: "collecting", credit: credit + ev.cents });
            return `credit ${money(credit + ev.cents)}`;
          case "select": {
            const slot = this.slots.get(ev.code);
            if (!slot) return `no slot ${ev.code}`;
            if (slot.count === 0) return `${slot.name} sold out`;
            if (credit < slot.price) return `${slot.name} costs ${money(slot.price)}, credit ${money(credit)}`;
            slot.count--;
            this.go({ kind: "dispensing", item: slot.name, change: credit - slot.price });
            return `dispensing ${slot.name}`;
          }
          case "refund":
            this.go({ kind: "idle" });
            return credit ? `refunded ${money(credit)}` : "nothing to refund";
          case "service":
            this.go({ kind: "maintenance", reason: ev.reason ?? "scheduled", since: this.tick });
            return `maintenance (${credit ? `refunded ${money(credit)}` : "no credit"})`;
          case "done":
          case "fix":
            return `ignored ${ev.type} while ${s.kind}`;
          default:
            return assertNever(ev, "event");
        }
      }
      case "dispensing":
        if (ev.type === "done") {
          const { item, change } = s;
          this.go({ kind: "idle" });
          return `took ${item}${change > 0 ? `, change ${money(change)}` : ""}`;
        }
        if (ev.type === "coin") {
          this.go({ kind: "broken", error: new Error(`coin jammed while dispensing ${s.item}`) });
          return "CRUNCH";
        }
        return `busy dispensing ${s.item}`;
      case "maintenance":
        if (ev.type === "fix") {
          this.go({ kind: "idle" });
          return `back in service after ${this.tick - s.since} ticks (${s.reason})`;
        }
        return `out of service: ${s.reason}`;
      case "broken":
        if (ev.type === "service") {
          this.go({ kind: "maintenance", reason: `repair: ${s.error.message}`, since: this.tick });
          return "technician called";
        }
        return `broken: ${s.error.message}`;
      default:
        return assertNever(s, "state");
    }
  }

  describe(): string {
    const s = this.state;
    switch (s.kind) {
      case "idle": return "Insert coins";
      case "collecting": return `Credit: ${money(s.credit)}`;
      case "dispensing": return `Enjoy your ${s.item}`;
      case "maintenance": return `Maintenance since tick ${s.since}`;
      case "broken": return `Error: ${s.error.message}`;
    }
  }

  inventory(): string {
    return [...this.slots.entries()]
      .map(([code, { name, price, count }]) => `${code}:${name}@${money(price)}x${count}`)
      .join(" ");
  }
}

const vm = new VendingMachine({
  A1: { name: "Chips", price: 125 },
  A2: { name: "Candy", price: 90, count: 1 },
  B1: { name: "Soda", price: 150, count: 0 },
});

const script: Event[] = [
  { type: "select", code: "A1" },
  { type: "coin", cents: 25 },
  { type: "coin", cents: 3 },
  { type: "coin", cents: 100 },
  { type: "select", code: "B1" },
  { type: "select", code: "A2" },
  { type: "select", code: "A1" },
  { type: "done" },
  { type: "coin", cents: Coin.Dollar },
  { type: "select", code: "A2" },
  { type: "refund" },
  { type: "coin", cents: Coin.Quarter },
  { type: "coin", cents: Coin.Dime },
  { type: "select", code: "A2" },
  { type: "select", code: "Z9" },
  { type: "done" },
  { type: "coin", cents: 100 },
  { type: "coin", cents: 100 },
  { type: "select", code: "A1" },
  { type: "coin", cents: 5 },
  { type: "refund" },
  { type: "service" },
  { type: "coin", cents: 25 },
  { type: "fix" },
  { type: "service", reason: "restock" },
  { type: "fix" },
];
for (const ev of script) {
  const { type, ...rest } = ev;
  const args = Object.values(rest).join(",");
  console.log(`${type}${args ? `(${args})` : ""}`.padEnd(14), "->", vm.send(ev).padEnd(44), "|", vm.describe());
}
console.log(vm.inventory());
const counts = vm.history.reduce<Partial<Record<State["kind"], number>>>((acc, [, k]) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});
console.log(counts);
console.log(vm.history.filter(([, k]) => k !== "collecting").map(([t, k]) => `${t}:${k}`).join(" "));
console.log(JSON.stringify(vm.current), Coin.Quarter + Coin.Dime);
