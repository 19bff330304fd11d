// A library desk: commands read from stdin, books and members, fines and reports.
import * as readline from "node:readline";

type Genre = "fiction" | "science" | "history" | "kids";

interface Book {
  readonly isbn: string;
  title: string;
  author: string;
  genre: Genre;
  copies: number;
}

interface Loan {
  isbn: string;
  member: string;
  day: number;
  due: number;
  returned?: number;
}

type Command =
  | { op: "add"; isbn: string; title: string; author: string; genre: Genre; copies: number }
  | { op: "join"; name: string; kind: MemberKind }
  | { op: "lend" | "return"; isbn: string; member: string }
  | { op: "day"; n: number }
  | { op: "report" | "fines" };

enum MemberKind {
  Adult = "adult",
  Student = "student",
  Child = "child",
}

const LIMITS = {
  [MemberKind.Adult]: { books: 5, days: 21 },
  [MemberKind.Student]: { books: 8, days: 28 },
  [MemberKind.Child]: { books: 3, days: 14 },
} satisfies Record<MemberKind, { books: number; days: number }>;

class DeskError extends Error {}

function tag(strings: TemplateStringsArray, ...vals: unknown[]): string {
  return strings.reduce((out, s, i) => out + s + (i < vals.length ? `«${String(vals[i])}»` : ""), "");
}

class Library {
  #today = 1;
  private books = new Map<string, Book>();
  private members = new Map<string, MemberKind>();
  private loans: Loan[] = [];
  static readonly FINE_PER_DAY = 0.25;

  get today(): number {
    return this.#today;
  }

  *activeLoans(member?: string): Generator<Loan> {
    for (const l of this.loans) if (l.returned === undefined && (member === undefined || l.member === member)) yield l;
  }

  #available(isbn: string): number {
    const b = this.books.get(isbn);
    if (!b) throw new DeskError(tag`unknown book ${isbn}`);
    return b.copies - [...this.activeLoans()].filter((l) => l.isbn === isbn).length;
  }

  exec(cmd: Command): string {
    switch (cmd.op) {
      case "add": {
        const { op, ...book } = cmd;
        const prev = this.books.get(book.isbn);
        if (prev) {
          prev.copies += book.copies;
          return `${op}: ${prev.title} now has ${prev.copies} copies`;
        }
        this.books.set(book.isbn, book);
        return `${op}: ${book.title} by ${book.author}`;
      }
      case "join":
        if (this.members.has(cmd.name)) throw new DeskError(tag`${cmd.name} is already a member`);
        this.members.set(cmd.name, cmd.kind);
        return `welcome ${cmd.name} (${cmd.kind}, up to ${LIMITS[cmd.kind].books} books)`;
      case "lend": {
        const kind = this.members.get(cmd.member);
        if (kind === undefined) throw new DeskError(tag`no member ${cmd.member}`);
        const count = [...this.activeLoans(cmd.member)].length;
        if (count >= LIMITS[kind].books) throw new DeskError(tag`${cmd.member} has ${count} books already`);
        if (this.#available(cmd.isbn) <= 0) throw new DeskError(tag`no copy of ${this.books.get(cmd.isbn)?.title} left`);
        const due = this.#today + LIMITS[kind].days;
        this.loans.push({ isbn: cmd.isbn, member: cmd.member, day: this.#today, due });
        return `${cmd.member} borrows ${this.books.get(cmd.isbn)!.title}, due day ${due}`;
      }
      case "return": {
        const loan = [...this.activeLoans(cmd.member)].find((l) => l.isbn === cmd.isbn);
        if (!loan) throw new DeskError(tag`${cmd.member} has no loan of ${cmd.isbn}`);
        loan.returned = this.#today;
        const late = Math.max(0, this.#today - loan.due);
        return `${cmd.member} returns ${cmd.isbn}${late ? `, ${late} days late` : ""}`;
      }
      case "day":
        this.#today += cmd.n;
        return `day ${this.#today}`;
      case "fines": {
        const fines = new Map<string, number>();
        for (const l of this.loans) {
          const late = Math.max(0, (l.returned ?? this.#today) - l.due);
          if (late) fines.set(l.member, (fines.get(l.member) ?? 0) + late * Library.FINE_PER_DAY);
        }
        if (!fines.size) return "no fines";
        return [...fines].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, f]) => `${m}: $${f.toFixed(2)}`).join("; ");
      }
      case "report": {
        const byGenre = new Map<Genre, Book[]>();
        for (const b of this.books.values()) byGenre.set(b.genre, [...(byGenre.get(b.genre) ?? []), b]);
        const lines: string[] = [];
        for (const [genre, list] of [...byGenre].sort()) {
          lines.push(`${genre.toUpperCase()}:`);
          for (const b of list.sort((x, y) => x.title.localeCompare(y.title)))
            lines.push(`  ${b.title.padEnd(24, ".")} ${b.author.padEnd(12)} ${this.#available(b.isbn)}/${b.copies}`);
        }
        return lines.join("\n");
      }
    }
  }
}

function parse(line: string): Command | null {
  const [op, ...args] = line.trim().split(/\s*\|\s*|\s+(?=[^|]*$)/).filter(Boolean);
  switch (op) {
    case "add": {
      const [isbn, title, author, genre, copies = "1"] = line.slice(4).split("|").map((s) => s.trim());
      if (!["fiction", "science", "history", "kids"].includes(genre)) return null;
      return { op, isbn, title, author, genre: genre as Genre, copies: Number(copies) };
    }
    case "join": {
      const [name, kind = "adult"] = args;
      const k = Object.values(MemberKind).find((v) => v === kind);
      return k ? { op, name, kind: k } : null;
    }
    case "lend":
    case "return":
      return args.length === 2 ? { op, member: args[0], isbn: args[1] } : null;
    case "day":
      return { op, n: parseInt(args[0] ?? "1", 10) };
    case "report":
    case "fines":
      return { op };
    default:
      return null;
  }
}

const lib = new Library();
const rl = readline.createInterface({ input: process.stdin });
let lineNo = 0;
rl.on("line", (raw) => {
  lineNo++;
  const line = raw.trim();
  if (!line || line.startsWith("#")) return;
  const cmd = parse(line);
  if (!cmd) {
    console.log(`${lineNo}: ?? ${line}`);
    return;
  }
  try {
    console.log(`${lineNo}: ${lib.exec(cmd)}`);
  } catch (e) {
    if (e instanceof DeskError) console.log(`${lineNo}: ! ${e.message}`);
    else throw e;
  }
});
rl.on("close", () => {
  const open = [...lib.activeLoans()];
  console.log(`closing on day ${lib.today} with ${open.length} open loans: ${open.map((l) => `${l.member}/${l.isbn}`).join(" ")}`);
});
