// A registry of a generic class's instantiations (Table<Author> kept as a
// Table<Row>): private members of the same declaration fit each other, as in
// tsc, and the instantiations agree in representation.
interface Row {
  id: number;
}
class Table<T extends Row> {
  private rows = new Map<number, T>();
  private seq = 0;
  constructor(readonly name: string) {}
  add(x: Omit<T, "id">): T {
    const r = { ...x, id: ++this.seq } as T;
    this.rows.set(r.id, r);
    return r;
  }
  get count(): number {
    return this.rows.size;
  }
  private ids(): number[] {
    return [...this.rows.keys()];
  }
  describe(): string {
    return `${this.name}[${this.ids().join(",")}]`;
  }
}
interface Author extends Row {
  name: string;
}
interface Post extends Row {
  title: string;
  likes: number;
}
const tables = new Map<string, Table<Row>>();
function table<T extends Row>(name: string): Table<T> {
  const t = new Table<T>(name);
  tables.set(name, t);
  return t;
}
const authors = table<Author>("authors");
const posts = table<Post>("posts");
authors.add({ name: "Ada" });
authors.add({ name: "Bob" });
posts.add({ title: "Hello", likes: 3 });
for (const [name, t] of tables) console.log(name, t.count, t.describe());
const back = tables.get("authors") as Table<Author>;
console.log(back.add({ name: "Cy" }).name, back === authors, authors.count);
