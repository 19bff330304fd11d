// An inventory command interpreter: parses command lines ("add widget 5 @2.50"),
// keeps stock in a Map of records, supports undo via a command stack, and
// prints reports with enums, abstract classes, static factories and getters.

enum Unit { Piece = "pc", Kilogram = "kg", Litre = "l" }
enum Severity { Info, Warn, Error }

interface Item { sku: string; qty: number; price: number; unit: Unit; tags: Set<string> }

abstract class Command {
  static readonly registry = new Map<string, (args: string[]) => Command>();
  static parse(line: string): Command {
    const [verb = "", ...args] = line.trim().split(/\s+/);
    const make = Command.registry.get(verb.toLowerCase());
    if (!make) throw new SyntaxError(`unknown command '${verb}'`);
    return make(args);
  }
  abstract apply(store: Store): string;
  readonly undoable: boolean = false;
  undo(_store: Store): void {}
  get label(): string {
    return this.constructor.name.replace(/Command$/, "").toLowerCase();
  }
}

class Store {
  readonly items = new Map<string, Item>();
  readonly history: Command[] = [];
  readonly messages: [Severity, string][] = [];
  get value(): number {
    let sum = 0;
    for (const { qty, price } of this.items.values()) sum += qty * price;
    return Math.round(sum * 100) / 100;
  }
  run(line: string): void {
    try {
      const cmd = Command.parse(line);
      const out = cmd.apply(this);
      if (cmd.undoable) this.history.push(cmd);
      this.messages.push([Severity.Info, `${cmd.label}: ${out}`]);
    } catch (e) {
      const sev = e instanceof SyntaxError ? Severity.Warn : Severity.Error;
      this.messages.push([sev, (e as Error).message]);
    }
  }
}

function num(s: string | undefined, what: string): number {
  const n = Number(s?.replace(/^@/, ""));
  if (s === undefined || !Number.isFinite(n)) throw new RangeError(`${what} must be a number, got ${s ?? "nothing"}`);
  return n;
}

class AddCommand extends Command {
  override readonly undoable = true;
  private created = false;
  constructor(private readonly sku: string, private readonly qty: number, private readonly price?: number,
    private readonly unit = Unit.Piece) {
    super();
  }
  apply(store: Store): string {
    const cur = store.items.get(this.sku);
    if (cur) {
      cur.qty += this.qty;
      if (this.price !== undefined) cur.price = this.price;
      return `${this.sku} now ${cur.qty}${cur.unit}`;
    }
    if (this.price === undefined) throw new RangeError(`new item ${this.sku} needs a price`);
    store.items.set(this.sku, { sku: this.sku, qty: this.qty, price: this.price, unit: this.unit, tags: new Set() });
    this.created = true;
    return `${this.sku} created with ${this.qty}${this.unit} at ${this.price.toFixed(2)}`;
  }
  override undo(store: Store): void {
    if (this.created) store.items.delete(this.sku);
    else store.items.get(this.sku)!.qty -= this.qty;
  }
}

class TakeCommand extends Command {
  override readonly undoable = true;
  constructor(private readonly sku: string, private readonly qty: number) {
    super();
  }
  apply(store: Store): string {
    const it = store.items.get(this.sku);
    if (!it) throw new Error(`no such item ${this.sku}`);
    if (it.qty < this.qty) throw new Error(`only ${it.qty}${it.unit} of ${this.sku} left`);
    it.qty -= this.qty;
    return `${this.qty} ${this.sku} taken, ${it.qty} left`;
  }
  override undo(store: Store): void {
    store.items.get(this.sku)!.qty += this.qty;
  }
}

class TagCommand extends Command {
  constructor(private readonly sku: string, private readonly tags: string[]) {
    super();
  }
  apply(store: Store): string {
    const it = store.items.get(this.sku);
    if (!it) throw new Error(`no such item ${this.sku}`);
    this.tags.forEach((t) => it.tags.add(t));
    return `${this.sku} tagged ${[...it.tags].sort().join(",")}`;
  }
}

class UndoCommand extends Command {
  apply(store: Store): string {
    const last = store.history.pop();
    if (!last) return "nothing to undo";
    last.undo(store);
    return `undid ${last.label}`;
  }
}

class ReportCommand extends Command {
  constructor(private readonly tag?: string) {
    super();
  }
  apply(store: Store): string {
    const rows = [...store.items.values()]
      .filter((it) => this.tag === undefined || it.tags.has(this.tag))
      .sort((a, b) => b.qty * b.price - a.qty * a.price || a.sku.localeCompare(b.sku));
    return rows.length === 0 ? "(empty)" : rows.map((r) => `${r.sku}=${(r.qty * r.price).toFixed(2)}`).join(" ");
  }
}

Command.registry
  .set("add", ([sku, qty, price, unit]) =>
    new AddCommand(sku, num(qty, "quantity"), price === undefined ? undefined : num(price, "price"),
      Object.values(Unit).find((u) => u === unit) ?? Unit.Piece))
  .set("take", ([sku, qty]) => new TakeCommand(sku, num(qty, "quantity")))
  .set("tag", ([sku, ...tags]) => new TagCommand(sku, tags))
  .set("undo", () => new UndoCommand())
  .set("report", ([tag]) => new ReportCommand(tag));

const script = `
  add bolt 100 @0.10
  add flour 25 @1.20 kg
  add oil 12 @3.5 l
  take bolt 30
  tag bolt hardware small
  tag oil kitchen
  tag flour kitchen
  report kitchen
  take flour 40
  add nut 50
  add nut 50 @0.05
  add bolt many
  explode everything
  undo
  undo
  report
  take bolt 70
  undo
  undo
  undo
  undo
  undo
  report
`;

const store = new Store();
script.split("\n").map((l) => l.trim()).filter(Boolean).forEach((line) => store.run(line));
const marks: Record<Severity, string> = { [Severity.Info]: " ", [Severity.Warn]: "?", [Severity.Error]: "!" };
store.messages.forEach(([sev, msg], i) => console.log(`${String(i + 1).padStart(2)} ${marks[sev]} ${msg}`));
console.log("value:", store.value, "items:", store.items.size, "undo depth:", store.history.length);
const counts = store.messages.reduce((acc, [sev]) => acc.set(Severity[sev], (acc.get(Severity[sev]) ?? 0) + 1), new Map<string, number>());
console.log(Object.fromEntries(counts));
