// An order workflow: a state machine over a string enum with exhaustive
// switches, discriminated-union commands, a transition table, an audit trail
// and a summary report.

enum Status {
  Draft = "DRAFT",
  Placed = "PLACED",
  Paid = "PAID",
  Shipped = "SHIPPED",
  Delivered = "DELIVERED",
  Cancelled = "CANCELLED",
  Refunded = "REFUNDED",
}

type Command =
  | { kind: "place" }
  | { kind: "pay"; amount: number }
  | { kind: "ship"; carrier: string; tracking: string }
  | { kind: "deliver" }
  | { kind: "cancel"; reason: string }
  | { kind: "refund"; amount?: number };

interface Line { readonly sku: string; readonly qty: number; readonly unitPrice: number }

class TransitionError extends Error {
  constructor(readonly from: Status, readonly command: Command["kind"]) {
    super(`cannot ${command} an order that is ${from.toLowerCase()}`);
    this.name = "TransitionError";
  }
}

const allowed: Readonly<Record<Command["kind"], readonly Status[]>> = {
  place: [Status.Draft],
  pay: [Status.Placed],
  ship: [Status.Paid],
  deliver: [Status.Shipped],
  cancel: [Status.Draft, Status.Placed, Status.Paid],
  refund: [Status.Paid, Status.Delivered, Status.Cancelled],
};

function assertNever(x: never): never {
  throw new Error(`unexpected: ${JSON.stringify(x)}`);
}

function isFinal(s: Status): boolean {
  switch (s) {
    case Status.Delivered:
    case Status.Refunded:
      return true;
    case Status.Cancelled:
    case Status.Draft:
    case Status.Placed:
    case Status.Paid:
    case Status.Shipped:
      return false;
    default:
      return assertNever(s);
  }
}

class Order {
  private status: Status = Status.Draft;
  private paid = 0;
  private refunded = 0;
  private tracking?: string;
  readonly history: string[] = [];

  constructor(readonly id: string, readonly lines: readonly Line[]) {}

  get total(): number {
    return this.lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0);
  }

  get state(): Status {
    return this.status;
  }

  apply(cmd: Command): this {
    if (!allowed[cmd.kind].includes(this.status)) throw new TransitionError(this.status, cmd.kind);
    const before = this.status;
    switch (cmd.kind) {
      case "place":
        if (this.lines.length === 0) throw new Error(`${this.id}: empty order`);
        this.status = Status.Placed;
        break;
      case "pay":
        if (Math.abs(cmd.amount - this.total) > 1e-9) throw new RangeError(`${this.id}: paid ${cmd.amount.toFixed(2)}, owes ${this.total.toFixed(2)}`);
        this.paid = cmd.amount;
        this.status = Status.Paid;
        break;
      case "ship":
        this.tracking = `${cmd.carrier}:${cmd.tracking}`;
        this.status = Status.Shipped;
        break;
      case "deliver":
        this.status = Status.Delivered;
        break;
      case "cancel":
        this.status = Status.Cancelled;
        this.history.push(`  reason: ${cmd.reason}`);
        break;
      case "refund": {
        const amount = cmd.amount ?? this.paid - this.refunded;
        if (amount <= 0 || amount > this.paid - this.refunded) throw new RangeError(`${this.id}: bad refund ${amount}`);
        this.refunded += amount;
        if (this.refunded === this.paid) this.status = Status.Refunded;
        break;
      }
      default:
        assertNever(cmd);
    }
    this.history.push(`${before} -> ${this.status} (${cmd.kind})`);
    return this;
  }

  describe(): string {
    const parts = [`${this.id}`, this.status.padEnd(9), `$${this.total.toFixed(2).padStart(8)}`];
    if (this.tracking) parts.push(`track=${this.tracking}`);
    if (this.refunded > 0) parts.push(`refunded=${this.refunded.toFixed(2)}`);
    if (isFinal(this.status)) parts.push("(final)");
    return parts.join(" ");
  }
}

const orders = new Map<string, Order>();
function order(id: string, ...lines: [string, number, number][]): Order {
  const o = new Order(id, lines.map(([sku, qty, unitPrice]) => ({ sku, qty, unitPrice })));
  orders.set(id, o);
  return o;
}

const script: [string, Command][] = [
  ["A-1", { kind: "place" }],
  ["A-1", { kind: "pay", amount: 31.5 }],
  ["A-1", { kind: "ship", carrier: "UPS", tracking: "1Z999" }],
  ["A-1", { kind: "deliver" }],
  ["B-2", { kind: "place" }],
  ["B-2", { kind: "ship", carrier: "DHL", tracking: "42" }],
  ["B-2", { kind: "pay", amount: 10 }],
  ["B-2", { kind: "pay", amount: 199.98 }],
  ["B-2", { kind: "cancel", reason: "customer changed mind" }],
  ["B-2", { kind: "refund", amount: 50 }],
  ["B-2", { kind: "refund" }],
  ["B-2", { kind: "refund" }],
  ["C-3", { kind: "place" }],
  ["D-4", { kind: "cancel", reason: "duplicate" }],
  ["D-4", { kind: "place" }],
];

order("A-1", ["WIDGET", 3, 3.5], ["GADGET", 1, 21]);
order("B-2", ["GIZMO", 2, 99.99]);
order("C-3");
order("D-4", ["WIDGET", 1, 3.5]);

const failures = new Map<string, number>();
for (const [id, cmd] of script) {
  const o = orders.get(id);
  if (!o) throw new Error(`no order ${id}`);
  try {
    o.apply(cmd);
  } catch (e) {
    const err = e as Error;
    failures.set(err.name, (failures.get(err.name) ?? 0) + 1);
    console.log(`[${err.name}] ${err.message}`);
  }
}

for (const o of orders.values()) {
  console.log(o.describe());
  o.history.forEach(h => console.log("   " + h));
}

const byStatus = new Map<Status, string[]>();
for (const o of orders.values()) byStatus.set(o.state, [...(byStatus.get(o.state) ?? []), o.id]);
for (const s of Object.values(Status)) {
  const ids = byStatus.get(s);
  if (ids) console.log(`${s.padEnd(10, ".")} ${ids.join(", ")}`);
}
console.log([...failures].map(([k, v]) => `${k}=${v}`).join(" "));
console.log(new Order("X", []).apply({ kind: "cancel", reason: "test" }).state, Status.Paid === "PAID");
