// An event-sourced shopping cart: commands validate against current state and
// emit events; state is a fold over events; snapshots shorten replay.

type CartEvent =
  | { type: "CartOpened"; cartId: string; customer: string; at: number }
  | { type: "ItemAdded"; sku: string; qty: number; unitPrice: number; at: number }
  | { type: "ItemRemoved"; sku: string; qty: number; at: number }
  | { type: "CouponApplied"; code: string; percent: number; at: number }
  | { type: "CheckedOut"; total: number; at: number };

type Command =
  | { kind: "add"; sku: string; qty: number }
  | { kind: "remove"; sku: string; qty?: number }
  | { kind: "coupon"; code: string }
  | { kind: "checkout" };

interface Line { sku: string; qty: number; unitPrice: number }

interface CartState {
  id: string;
  customer: string;
  lines: Map<string, Line>;
  discount: number;
  status: "open" | "checked-out";
  version: number;
}

interface Snapshot { version: number; state: string }

class DomainError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = "DomainError";
  }
}

const CATALOG: Readonly<Record<string, number>> = { APPLE: 0.5, BREAD: 2.25, CHEESE: 7.9, WINE: 12.0 };
const COUPONS = new Map<string, number>([["SAVE10", 10], ["HALF", 50]]);

function emptyState(): CartState {
  return { id: "", customer: "", lines: new Map(), discount: 0, status: "open", version: 0 };
}

function apply(state: CartState, e: CartEvent): CartState {
  const next: CartState = { ...state, lines: new Map(state.lines), version: state.version + 1 };
  switch (e.type) {
    case "CartOpened":
      next.id = e.cartId;
      next.customer = e.customer;
      break;
    case "ItemAdded": {
      const cur = next.lines.get(e.sku);
      next.lines.set(e.sku, { sku: e.sku, qty: (cur?.qty ?? 0) + e.qty, unitPrice: e.unitPrice });
      break;
    }
    case "ItemRemoved": {
      const cur = next.lines.get(e.sku)!;
      if (cur.qty === e.qty) next.lines.delete(e.sku);
      else next.lines.set(e.sku, { ...cur, qty: cur.qty - e.qty });
      break;
    }
    case "CouponApplied":
      next.discount = e.percent;
      break;
    case "CheckedOut":
      next.status = "checked-out";
      break;
    default: {
      const never: never = e;
      throw new Error(`unknown event ${JSON.stringify(never)}`);
    }
  }
  return next;
}

function subtotal(s: CartState): number {
  let sum = 0;
  for (const { qty, unitPrice } of s.lines.values()) sum += qty * unitPrice;
  return Math.round(sum * 100) / 100;
}
const total = (s: CartState) => Math.round(subtotal(s) * (100 - s.discount)) / 100;

function decide(state: CartState, cmd: Command, now: number): CartEvent[] {
  if (state.status !== "open") throw new DomainError("CLOSED", `cart ${state.id} is already checked out`);
  switch (cmd.kind) {
    case "add": {
      const price = CATALOG[cmd.sku];
      if (price === undefined) throw new DomainError("NO_SKU", `unknown sku ${cmd.sku}`);
      if (!Number.isInteger(cmd.qty) || cmd.qty <= 0) throw new DomainError("BAD_QTY", `bad quantity ${cmd.qty}`);
      return [{ type: "ItemAdded", sku: cmd.sku, qty: cmd.qty, unitPrice: price, at: now }];
    }
    case "remove": {
      const line = state.lines.get(cmd.sku);
      if (!line) throw new DomainError("NOT_IN_CART", `${cmd.sku} is not in the cart`);
      const qty = Math.min(cmd.qty ?? line.qty, line.qty);
      return [{ type: "ItemRemoved", sku: cmd.sku, qty, at: now }];
    }
    case "coupon": {
      const percent = COUPONS.get(cmd.code.toUpperCase());
      if (!percent) throw new DomainError("BAD_COUPON", `coupon ${cmd.code} is not valid`);
      if (state.discount >= percent) return [];
      return [{ type: "CouponApplied", code: cmd.code.toUpperCase(), percent, at: now }];
    }
    case "checkout":
      if (state.lines.size === 0) throw new DomainError("EMPTY", "cannot check out an empty cart");
      return [{ type: "CheckedOut", total: total(state), at: now }];
  }
}

class EventStore {
  private streams = new Map<string, CartEvent[]>();
  private snapshots = new Map<string, Snapshot>();
  replayed = 0;

  append(id: string, expectedVersion: number, events: CartEvent[]): void {
    const stream = this.streams.get(id) ?? [];
    if (stream.length !== expectedVersion) {
      throw new DomainError("CONFLICT", `expected version ${expectedVersion}, stream is at ${stream.length}`);
    }
    stream.push(...events);
    this.streams.set(id, stream);
  }

  snapshot(state: CartState): void {
    const plain = { ...state, lines: [...state.lines.values()] };
    this.snapshots.set(state.id, { version: state.version, state: JSON.stringify(plain) });
  }

  load(id: string): CartState {
    const snap = this.snapshots.get(id);
    let state = emptyState();
    if (snap) {
      const raw = JSON.parse(snap.state) as Omit<CartState, "lines"> & { lines: Line[] };
      state = { ...raw, lines: new Map(raw.lines.map((l) => [l.sku, l])) };
    }
    const events = (this.streams.get(id) ?? []).slice(state.version);
    this.replayed += events.length;
    return events.reduce(apply, state);
  }

  *history(id: string): Generator<[number, CartEvent]> {
    let v = 0;
    for (const e of this.streams.get(id) ?? []) yield [++v, e];
  }
}

const store = new EventStore();
let clock = Date.UTC(2024, 2, 10, 9, 0, 0);

function handle(id: string, cmd: Command): string {
  const state = store.load(id);
  clock += 90_000;
  try {
    const events = decide(state, cmd, clock);
    store.append(id, state.version, events);
    const after = events.reduce(apply, state);
    if (after.version % 3 === 0 && events.length) store.snapshot(after);
    return `ok  v${after.version} ${events.map((e) => e.type).join(",") || "(no change)"}`;
  } catch (e) {
    if (e instanceof DomainError) return `ERR ${e.code}: ${e.message}`;
    throw e;
  }
}

store.append("c1", 0, [{ type: "CartOpened", cartId: "c1", customer: "mia", at: clock }]);
const script: Command[] = [
  { kind: "add", sku: "APPLE", qty: 6 },
  { kind: "add", sku: "CHEESE", qty: 1 },
  { kind: "add", sku: "CAVIAR", qty: 1 },
  { kind: "add", sku: "BREAD", qty: 1.5 },
  { kind: "add", sku: "WINE", qty: 2 },
  { kind: "remove", sku: "APPLE", qty: 2 },
  { kind: "coupon", code: "save10" },
  { kind: "coupon", code: "SAVE10" },
  { kind: "coupon", code: "FREE" },
  { kind: "remove", sku: "WINE" },
  { kind: "remove", sku: "WINE" },
  { kind: "checkout" },
  { kind: "add", sku: "APPLE", qty: 1 },
];
script.forEach((cmd, i) => {
  const label = Object.entries(cmd).map(([k, v]) => `${k}=${v}`).join(" ");
  console.log(`${String(i + 1).padStart(2)}. ${label.padEnd(30)} ${handle("c1", cmd)}`);
});

try {
  store.append("c1", 3, [{ type: "CouponApplied", code: "HALF", percent: 50, at: clock }]);
} catch (e) {
  console.log(e instanceof DomainError ? `${e.code} ${e.message}` : e);
}

store.replayed = 0;
const final = store.load("c1");
console.log(`\nreplayed ${store.replayed} events after snapshot; version ${final.version}, ${final.status}`);
for (const line of [...final.lines.values()].sort((a, b) => b.qty * b.unitPrice - a.qty * a.unitPrice)) {
  console.log(`  ${line.sku.padEnd(8)} ${String(line.qty).padStart(3)} x ${line.unitPrice.toFixed(2).padStart(6)} = ${(line.qty * line.unitPrice).toFixed(2).padStart(7)}`);
}
console.log(`  subtotal ${subtotal(final).toFixed(2)}, discount ${final.discount}%, total ${total(final).toFixed(2)}`);

console.log("\nhistory:");
for (const [v, e] of store.history("c1")) {
  const { type, at, ...rest } = e;
  const time = new Date(at).toISOString().slice(11, 19);
  console.log(`v${String(v).padStart(2, "0")} ${time} ${type.padEnd(14)} ${JSON.stringify(rest)}`);
}

// time travel: rebuild the state as of each checkout-relevant version
const asOf = (version: number) => [...store.history("c1")].filter(([v]) => v <= version).map(([, e]) => e).reduce(apply, emptyState());
for (const v of [3, 6, 9]) {
  const s = asOf(v);
  console.log(`as of v${v}: ${[...s.lines.keys()].join("+")} total=${total(s)}`);
}
