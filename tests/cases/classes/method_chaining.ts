// Builder-style classes whose methods return the instance for chaining.
class QueryBuilder {
  private table = "";
  private conds: string[] = [];
  private order = "";
  private lim = -1;
  from(t: string): QueryBuilder {
    this.table = t;
    return this;
  }
  where(c: string): QueryBuilder {
    this.conds.push(c);
    return this;
  }
  orderBy(col: string): QueryBuilder {
    this.order = col;
    return this;
  }
  limit(n: number): QueryBuilder {
    this.lim = n;
    return this;
  }
  build(): string {
    let q = "SELECT * FROM " + this.table;
    if (this.conds.length > 0) q += " WHERE " + this.conds.join(" AND ");
    if (this.order !== "") q += " ORDER BY " + this.order;
    if (this.lim >= 0) q += " LIMIT " + this.lim;
    return q;
  }
}

console.log(new QueryBuilder().from("users").build());
console.log(new QueryBuilder().from("users").where("age > 18").where("active").orderBy("name").limit(10).build());
const qb = new QueryBuilder();
const same = qb.from("t").where("a = 1");
console.log(same === qb, qb.limit(0).build());

// A fluent string builder with a subclass extending the chain.
class Text {
  protected parts: string[] = [];
  add(s: string): Text {
    this.parts.push(s);
    return this;
  }
  space(): Text {
    return this.add(" ");
  }
  toText(): string {
    return this.parts.join("");
  }
}
class Markup extends Text {
  bold(s: string): Markup {
    this.add("*" + s + "*");
    return this;
  }
  line(): Markup {
    this.parts.push("\n");
    return this;
  }
}
const m = new Markup().bold("hello").line().bold("world");
m.space().add("!");
console.log(m.toText());
console.log(m.toText().length, m);

// Immutable chaining: each call returns a new object.
class Money {
  constructor(readonly cents: number) {}
  plus(c: number): Money {
    return new Money(this.cents + c);
  }
  times(k: number): Money {
    return new Money(Math.round(this.cents * k));
  }
  toString(): string {
    return (this.cents / 100).toFixed(2);
  }
}
const base = new Money(1000);
const final = base.plus(250).times(1.08).plus(-1);
console.log(base.toString(), final.toString(), base === final);
