// Compiled per module, query.ts reaches store.ts only after its own top
// level, through its type-only imports: Table<Row> of store's top level is
// instantiated then, and its constructor and methods need their bodies in
// query's object too (it was "invalid typed IR of query.ts").
import * as q from "./query";
import { table } from "./store";
interface Author {
  id: number;
  name: string;
}
const authors = table<Author>("authors");
authors.rows.push({ id: 1, name: "Ada" }, { id: 2, name: "Bob" });
console.log(q.from(authors).count());
