// Event-sourced inventory ledger: discriminated unions, exhaustive switches, keyof/mapped types, overloads, enums.
enum Unit { Piece = 'pc', Kilogram = 'kg', Litre = 'l' }

type Sku = `${Uppercase<string>}-${number}`;

type Event =
  | { type: 'received'; sku: string; qty: number; unitCost: number; at: number }
  | { type: 'shipped'; sku: string; qty: number; orderId: string; at: number }
  | { type: 'adjusted'; sku: string; delta: number; reason: 'damage' | 'count' | 'theft'; at: number }
  | { type: 'priced'; sku: string; price: number; at: number };

interface Item {
  sku: string;
  name: string;
  unit: Unit;
  onHand: number;
  avgCost: number;
  price?: number;
}

type Summary = { [K in keyof Item as Item[K] extends number | undefined ? K : never]-?: number };

class LedgerError extends Error {
  constructor(readonly event: Event, message: string) {
    super(`[${event.type}@${event.at}] ${event.sku}: ${message}`);
    this.name = 'LedgerError';
  }
}

function assertNever(x: never): never {
  throw new Error(`unhandled event ${JSON.stringify(x)}`);
}

class Ledger implements Iterable<Item> {
  private items = new Map<string, Item>();
  private history: Event[] = [];
  static readonly LOW_STOCK = 5;

  register(sku: string, name: string, unit: Unit = Unit.Piece): Item {
    const item: Item = { sku, name, unit, onHand: 0, avgCost: 0 };
    this.items.set(sku, item);
    return item;
  }

  apply(e: Event): void {
    const item = this.items.get(e.sku);
    if (!item) throw new LedgerError(e, 'unknown sku');
    switch (e.type) {
      case 'received': {
        const total = item.avgCost * item.onHand + e.unitCost * e.qty;
        item.onHand += e.qty;
        item.avgCost = item.onHand ? total / item.onHand : 0;
        break;
      }
      case 'shipped':
        if (e.qty > item.onHand) throw new LedgerError(e, `cannot ship ${e.qty}, only ${item.onHand} on hand`);
        item.onHand -= e.qty;
        break;
      case 'adjusted':
        item.onHand = Math.max(0, item.onHand + e.delta);
        break;
      case 'priced':
        if (e.price <= 0) throw new LedgerError(e, 'price must be positive');
        item.price = e.price;
        break;
      default:
        assertNever(e);
    }
    this.history.push(e);
  }

  find(sku: string): Item | undefined;
  find(pred: (i: Item) => boolean): Item[];
  find(q: string | ((i: Item) => boolean)): Item | Item[] | undefined {
    if (typeof q === 'string') return this.items.get(q);
    return [...this.items.values()].filter(q);
  }

  *[Symbol.iterator](): Iterator<Item> {
    yield* [...this.items.values()].sort((a, b) => a.sku.localeCompare(b.sku));
  }

  summary(): Summary {
    let onHand = 0, avgCost = 0, price = 0;
    for (const i of this) {
      onHand += i.onHand;
      avgCost += i.avgCost * i.onHand;
      price += (i.price ?? 0) * i.onHand;
    }
    return { onHand, avgCost: +avgCost.toFixed(2), price: +price.toFixed(2) };
  }

  eventsBy<K extends Event['type']>(type: K): Extract<Event, { type: K }>[] {
    return this.history.filter((e): e is Extract<Event, { type: K }> => e.type === type);
  }
}

function describe(e: Event): string {
  switch (e.type) {
    case 'received': return `+${e.qty} @ ${e.unitCost.toFixed(2)}`;
    case 'shipped': return `-${e.qty} for ${e.orderId}`;
    case 'adjusted': return `${e.delta >= 0 ? '+' : ''}${e.delta} (${e.reason})`;
    case 'priced': return `price ${e.price}`;
  }
}

const ledger = new Ledger();
ledger.register('BOLT-10', 'Hex bolt M10');
ledger.register('OIL-5', 'Engine oil', Unit.Litre);
ledger.register('FLOUR-1', 'Flour', Unit.Kilogram);

const events: Event[] = [
  { type: 'received', sku: 'BOLT-10', qty: 100, unitCost: 0.12, at: 1 },
  { type: 'received', sku: 'OIL-5', qty: 20, unitCost: 4.5, at: 2 },
  { type: 'priced', sku: 'BOLT-10', price: 0.3, at: 3 },
  { type: 'shipped', sku: 'BOLT-10', qty: 40, orderId: 'SO-1', at: 4 },
  { type: 'received', sku: 'BOLT-10', qty: 50, unitCost: 0.15, at: 5 },
  { type: 'shipped', sku: 'OIL-5', qty: 25, orderId: 'SO-2', at: 6 },
  { type: 'adjusted', sku: 'OIL-5', delta: -2, reason: 'damage', at: 7 },
  { type: 'priced', sku: 'OIL-5', price: 7.99, at: 8 },
  { type: 'received', sku: 'NAIL-1', qty: 1, unitCost: 1, at: 9 },
  { type: 'priced', sku: 'FLOUR-1', price: 0, at: 10 },
  { type: 'adjusted', sku: 'BOLT-10', delta: -200, reason: 'count', at: 11 },
  { type: 'received', sku: 'FLOUR-1', qty: 3, unitCost: 0.8, at: 12 },
];

for (const e of events) {
  try {
    ledger.apply(e);
    console.log(`ok   ${e.sku.padEnd(8)} ${describe(e)}`);
  } catch (err) {
    if (err instanceof LedgerError) console.log(`err  ${err.message} (${err.event.type})`);
    else throw err;
  }
}

for (const item of ledger) {
  const flag = item.onHand < Ledger.LOW_STOCK ? ' LOW' : '';
  console.log(`${item.sku.padEnd(8)} ${item.name.padEnd(14)} ${String(item.onHand).padStart(4)} ${item.unit.padEnd(2)} avg ${item.avgCost.toFixed(4)} price ${item.price ?? '-'}${flag}`);
}
console.log(ledger.summary());
console.log(ledger.find('OIL-5')?.name, ledger.find((i) => i.onHand === 0).map((i) => i.sku));
const shipped = ledger.eventsBy('shipped');
console.log(shipped.map((s) => s.orderId), ledger.eventsBy('adjusted').map((a) => a.reason));
const sku: Sku = 'BOLT-10';
const units = Object.values(Unit);
console.log(sku, units, Object.keys(Unit), Unit.Litre === 'l');
const counts = events.reduce<Partial<Record<Event['type'], number>>>((acc, e) => {
  acc[e.type] = (acc[e.type] ?? 0) + 1;
  return acc;
}, {});
console.log(counts);
