// A book catalog: multi-key sorting with Intl.Collator, accent-insensitive
// search, faceting with Maps and Sets, pagination, JSON.stringify with a
// replacer list and indentation, newer array methods (toSorted, findLast,
// at, with), and ISO date handling.

interface Book {
  readonly isbn: string;
  readonly title: string;
  readonly authors: readonly string[];
  readonly year: number;
  readonly tags: ReadonlySet<string>;
  readonly rating?: number;
  readonly added: string; // ISO timestamp
}

const raw: Array<Omit<Book, "tags"> & { tags: string[] }> = [
  { isbn: "978-0262033848", title: "Introduction to Algorithms", authors: ["Cormen", "Leiserson", "Rivest", "Stein"], year: 2009, tags: ["cs", "algorithms"], rating: 4.6, added: "2023-01-15T10:00:00Z" },
  { isbn: "978-0201633610", title: "Design Patterns", authors: ["Gamma", "Helm", "Johnson", "Vlissides"], year: 1994, tags: ["cs", "oop"], rating: 4.5, added: "2022-11-02T08:30:00Z" },
  { isbn: "978-2070360024", title: "L'Étranger", authors: ["Camus"], year: 1942, tags: ["fiction", "french"], rating: 4.1, added: "2023-03-01T12:00:00Z" },
  { isbn: "978-0141182803", title: "Éloge de la fuite", authors: ["Laborit"], year: 1976, tags: ["essay", "french"], added: "2023-03-01T12:00:00Z" },
  { isbn: "978-0131103627", title: "The C Programming Language", authors: ["Kernighan", "Ritchie"], year: 1988, tags: ["cs", "c"], rating: 4.7, added: "2021-06-20T17:45:00Z" },
  { isbn: "978-0544003415", title: "the lord of the rings", authors: ["Tolkien"], year: 1954, tags: ["fiction", "fantasy"], rating: 4.9, added: "2020-12-24T20:00:00Z" },
  { isbn: "978-0007458424", title: "The Hobbit", authors: ["Tolkien"], year: 1937, tags: ["fiction", "fantasy"], rating: 4.8, added: "2020-12-24T20:00:00Z" },
  { isbn: "978-3161484100", title: "Über das Marionettentheater", authors: ["Kleist"], year: 1810, tags: ["essay", "german"], added: "2024-02-29T09:15:00Z" },
];
const books: Book[] = raw.map((b) => ({ ...b, tags: new Set(b.tags) }));

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const fold = (s: string): string => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

type SortKey = "title" | "year" | "rating" | "added";
function sortBooks(list: readonly Book[], keys: ReadonlyArray<[SortKey, "asc" | "desc"]>): Book[] {
  return list.toSorted((a, b) => {
    for (const [key, dir] of keys) {
      let d = 0;
      switch (key) {
        case "title": d = collator.compare(a.title.replace(/^(the|l')\s*/i, ""), b.title.replace(/^(the|l')\s*/i, "")); break;
        case "year": d = a.year - b.year; break;
        case "rating": d = (a.rating ?? -1) - (b.rating ?? -1); break;
        case "added": d = Date.parse(a.added) - Date.parse(b.added); break;
      }
      if (d !== 0) return dir === "asc" ? d : -d;
    }
    return 0;
  });
}

function search(q: string): Book[] {
  const terms = fold(q).split(/\s+/).filter(Boolean);
  return books.filter((b) => {
    const hay = fold([b.title, ...b.authors, ...b.tags].join(" "));
    return terms.every((t) => hay.includes(t));
  });
}

function facets(list: readonly Book[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const b of list) for (const t of b.tags) m.set(t, (m.get(t) ?? 0) + 1);
  return new Map([...m].sort(([a, x], [b, y]) => y - x || collator.compare(a, b)));
}

function page<T>(list: readonly T[], size: number, n: number): { items: T[]; pages: number; hasNext: boolean } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const p = Math.min(Math.max(1, n), pages);
  return { items: list.slice((p - 1) * size, p * size), pages, hasNext: p < pages };
}

const line = (b: Book): string =>
  `${b.title.padEnd(30).slice(0, 30)} ${String(b.year).padStart(4)} ${b.rating?.toFixed(1) ?? " - "} ${b.authors.join(", ")}`;

console.log("== by title");
sortBooks(books, [["title", "asc"]]).forEach((b) => console.log(line(b)));
console.log("== by rating desc, year asc");
sortBooks(books, [["rating", "desc"], ["year", "asc"]]).slice(0, 4).forEach((b) => console.log(line(b)));
console.log("== added then title");
console.log(sortBooks(books, [["added", "desc"], ["title", "asc"]]).map((b) => b.isbn.slice(-4)).join(" "));

for (const q of ["etranger", "TOLKIEN hobbit", "uber", "cs c", "nothing here"]) {
  const r = search(q);
  console.log(`search "${q}": ${r.length ? r.map((b) => b.title).join(" | ") : "(none)"}`);
}
console.log("facets:", Object.fromEntries(facets(books)));
console.log("french facets:", [...facets(search("french")).keys()]);
for (const n of [1, 3, 9]) {
  const p = page(sortBooks(books, [["year", "asc"]]), 3, n);
  console.log(`page ${n}/${p.pages}${p.hasNext ? " (more)" : ""}:`, p.items.map((b) => b.year));
}
const lastFiction = books.findLast((b) => b.tags.has("fiction"));
console.log(lastFiction?.title, books.at(-1)?.authors.at(0), books.findLastIndex((b) => b.year < 1900));
const years = books.map((b) => b.year);
console.log(years.with(0, 0).slice(0, 3), years.toReversed().slice(0, 2), years.indexOf(1954), years.includes(1810));
const decades = new Map<number, string[]>();
for (const b of books) {
  const d = Math.floor(b.year / 10) * 10;
  decades.set(d, [...(decades.get(d) ?? []), b.title.split(" ")[0]]);
}
console.log([...decades].sort(([a], [b]) => a - b).map(([d, t]) => `${d}s:${t.join("/")}`).join(" "));
const added = books.map((b) => new Date(b.added));
const newest = new Date(Math.max(...added.map((d) => d.getTime())));
console.log(newest.toISOString(), newest.getUTCDay(), added.filter((d) => d.getUTCFullYear() === 2023).length);
console.log(JSON.stringify(books.slice(0, 2), ["isbn", "title", "year"], 2));
console.log(JSON.stringify({ tags: [...books[2].tags], rating: books[3].rating, n: books.length }, null, "\t"));
