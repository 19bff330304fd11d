// Library loans: generics, abstract classes, enums, grouping, sorting, date-free day numbers.
enum Genre { Fiction = "fiction", Science = "science", History = "history", Kids = "kids" }

interface Identified { readonly id: string }
interface Book extends Identified { title: string; author: string; genre: Genre; year: number; copies: number }
interface Member extends Identified { name: string; tier: "basic" | "premium"; joined: number }
interface Loan { bookId: string; memberId: string; day: number; returned?: number }

class Repo<T extends Identified> {
  private items = new Map<string, T>();
  constructor(private readonly kind: string) {}
  add(...xs: T[]): void {
    for (const x of xs) {
      if (this.items.has(x.id)) throw new Error(`${this.kind} ${x.id} already exists`);
      this.items.set(x.id, x);
    }
  }
  get(id: string): T {
    const x = this.items.get(id);
    if (x === undefined) throw new RangeError(`no ${this.kind} with id ${id}`);
    return x;
  }
  find(pred: (x: T) => boolean): T | undefined {
    for (const x of this.items.values()) if (pred(x)) return x;
    return undefined;
  }
  all(): readonly T[] { return [...this.items.values()]; }
  get size() { return this.items.size; }
}

abstract class Policy {
  abstract readonly name: string;
  abstract maxLoans(m: Member): number;
  abstract loanDays(b: Book): number;
  fee(m: Member, b: Book, daysLate: number): number {
    if (daysLate <= 0) return 0;
    const rate = b.genre === Genre.Kids ? 0.1 : 0.25;
    return Math.min(daysLate * rate, 10);
  }
  toString() { return `Policy(${this.name})`; }
}

class StandardPolicy extends Policy {
  readonly name: string = "standard";
  maxLoans(m: Member) { return m.tier === "premium" ? 5 : 2; }
  loanDays(b: Book): number { return b.year > 2020 ? 7 : 21; }
}

class HolidayPolicy extends StandardPolicy {
  override readonly name = "holiday";
  override loanDays(b: Book) { return super.loanDays(b) * 2; }
  override fee(m: Member, b: Book, daysLate: number) {
    return m.tier === "premium" ? 0 : super.fee(m, b, daysLate) / 2;
  }
}

class Library {
  readonly books = new Repo<Book>("book");
  readonly members = new Repo<Member>("member");
  private loans: Loan[] = [];
  private events: string[] = [];
  constructor(public policy: Policy) {}

  private active(memberId: string) { return this.loans.filter((l) => l.memberId === memberId && l.returned === undefined); }
  private available(b: Book) { return b.copies - this.loans.filter((l) => l.bookId === b.id && l.returned == null).length; }

  lend(bookId: string, memberId: string, day: number): boolean {
    const b = this.books.get(bookId), m = this.members.get(memberId);
    if (this.active(memberId).length >= this.policy.maxLoans(m)) {
      this.events.push(`day ${day}: ${m.name} at limit, cannot take "${b.title}"`);
      return false;
    }
    if (this.available(b) <= 0) {
      this.events.push(`day ${day}: "${b.title}" unavailable for ${m.name}`);
      return false;
    }
    this.loans.push({ bookId, memberId, day });
    this.events.push(`day ${day}: ${m.name} borrows "${b.title}" (${this.policy.loanDays(b)} days)`);
    return true;
  }

  giveBack(bookId: string, memberId: string, day: number): number {
    const loan = this.loans.find((l) => l.bookId === bookId && l.memberId === memberId && l.returned === undefined);
    if (!loan) throw new Error(`no open loan of ${bookId} by ${memberId}`);
    loan.returned = day;
    const b = this.books.get(bookId), m = this.members.get(memberId);
    const late = day - loan.day - this.policy.loanDays(b);
    const fee = this.policy.fee(m, b, late);
    this.events.push(`day ${day}: ${m.name} returns "${b.title}"${late > 0 ? `, ${late} days late, fee ${fee.toFixed(2)}` : ""}`);
    return fee;
  }

  report(): string[] {
    const byGenre: Partial<Record<Genre, number>> = {};
    for (const l of this.loans) {
      const g = this.books.get(l.bookId).genre;
      byGenre[g] = (byGenre[g] ?? 0) + 1;
    }
    const lines = Object.entries(byGenre)
      .sort(([a, x], [b, y]) => (y ?? 0) - (x ?? 0) || a.localeCompare(b))
      .map(([g, n]) => `${g.padEnd(8, ".")}${String(n).padStart(3)}`);
    return [...this.events, "--", ...lines];
  }
}

const lib = new Library(new StandardPolicy());
lib.books.add(
  { id: "b1", title: "Dune", author: "Herbert", genre: Genre.Fiction, year: 1965, copies: 2 },
  { id: "b2", title: "Cosmos", author: "Sagan", genre: Genre.Science, year: 1980, copies: 1 },
  { id: "b3", title: "SPQR", author: "Beard", genre: Genre.History, year: 2015, copies: 1 },
  { id: "b4", title: "The Gruffalo", author: "Donaldson", genre: Genre.Kids, year: 1999, copies: 3 },
  { id: "b5", title: "Klara and the Sun", author: "Ishiguro", genre: Genre.Fiction, year: 2021, copies: 1 },
);
lib.members.add(
  { id: "m1", name: "Ana", tier: "premium", joined: 3 },
  { id: "m2", name: "Bo", tier: "basic", joined: 10 },
);
try { lib.members.add({ id: "m1", name: "Dup", tier: "basic", joined: 0 }); } catch (e) { console.log((e as Error).message); }
try { lib.books.get("zz"); } catch (e) { if (e instanceof RangeError) console.log(`${e.name}: ${e.message}`); }

lib.lend("b1", "m2", 1);
lib.lend("b2", "m2", 1);
lib.lend("b3", "m2", 2);
lib.lend("b2", "m1", 2);
lib.lend("b5", "m1", 3);
lib.lend("b4", "m1", 3);
let fees = lib.giveBack("b1", "m2", 30);
fees += lib.giveBack("b5", "m1", 20);
lib.policy = new HolidayPolicy();
lib.lend("b3", "m2", 31);
fees += lib.giveBack("b2", "m2", 60);
fees += lib.giveBack("b4", "m1", 70);
for (const line of lib.report()) console.log(line);
console.log(`fees ${fees.toFixed(2)}; policy ${lib.policy}; oldest: ${lib.books.all().reduce((a, b) => (a.year <= b.year ? a : b)).title}`);
const premium = lib.members.find((m) => m.tier === "premium");
console.log(premium?.name ?? "none", lib.members.find((m) => m.joined > 100)?.name ?? "none", lib.books.size);
try { lib.giveBack("b1", "m1", 80); } catch (e) { console.log(String(e)); }
