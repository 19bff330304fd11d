class Query {
  protected parts: string[] = [];
  where(c: string): this { this.parts.push("WHERE " + c); return this; }
  limit(n: number): this { this.parts.push("LIMIT " + n); return this; }
  build(): string { return this.parts.join(" "); }
  clone(): this { return this; }
}
class SelectQuery extends Query {
  select(cols: string[]): this { this.parts.unshift("SELECT " + cols.join(", ")); return this; }
  orderBy(col: string): SelectQuery { this.parts.push("ORDER BY " + col); return this; }
}
const q = new Query().where("a = 1").limit(10);
console.log(q.build());
const s = new SelectQuery().select(["id", "name"]).where("id > 3").orderBy("name").limit(5);
console.log(s.build(), s instanceof SelectQuery);
const s2: SelectQuery = new SelectQuery().where("x").select(["y"]);
console.log(s2.build());

// a generic builder whose fluent calls chain through a subclass
class Builder<T> {
  protected items: T[] = [];
  add(x: T): this { this.items.push(x); return this; }
  addAll(xs: T[]): this { for (const x of xs) this.add(x); return this; }
  get size(): number { return this.items.length; }
}
class NumberBuilder extends Builder<number> {
  sum(): number { return this.items.reduce((a, b) => a + b, 0); }
  double(): this { this.items = this.items.map(x => x * 2); return this.add(0); }
}
const nb = new NumberBuilder().add(1).addAll([2, 3]).double();
console.log(nb.size, nb.sum());
function grow<B extends Builder<string>>(b: B): B { return b.add("x"); }
console.log(grow(new Builder<string>()).size);
