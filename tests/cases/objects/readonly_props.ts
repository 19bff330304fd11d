// readonly properties are written once at construction and read many times.
interface Config {
  readonly id: number;
  readonly name: string;
  retries: number;
}

const cfg: Config = { id: 7, name: "svc", retries: 1 };
cfg.retries = 3;
console.log(cfg.id, cfg.name, cfg.retries);

class Money {
  readonly cents: number;
  readonly currency: string;
  constructor(cents: number, currency: string) {
    this.cents = Math.round(cents);
    this.currency = currency;
  }
  add(o: Money): Money {
    return new Money(this.cents + o.cents, this.currency);
  }
  format(): string {
    const sign = this.cents < 0 ? "-" : "";
    const abs = Math.abs(this.cents);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")} ${this.currency}`;
  }
}

const m1 = new Money(1999, "EUR");
const m2 = new Money(1, "EUR");
const m3 = m1.add(m2).add(new Money(-5000.4, "EUR"));
console.log(m1.format(), m2.format(), m3.format());
console.log(m1.cents, m3.cents);

// A readonly parameter property.
class Tag {
  constructor(readonly key: string, public value: string) {}
}
const t = new Tag("env", "dev");
t.value = "prod";
console.log(t.key + "=" + t.value, t);

// readonly array type: reading methods only.
function total(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
const nums = [1, 2, 3, 4];
console.log(total(nums), nums.slice(1).join(","), nums.indexOf(3));

// A readonly field may hold a mutable object.
class Holder {
  readonly items: string[] = [];
  readonly meta = { count: 0 };
  add(s: string): void {
    this.items.push(s);
    this.meta.count++;
  }
}
const h = new Holder();
h.add("a");
h.add("b");
console.log(h.items.join(""), h.meta.count, h);
