// get/set accessors: computed values, validation, side effects.
class Temperature {
  private c = 0;
  reads = 0;
  writes = 0;
  get celsius(): number {
    this.reads++;
    return this.c;
  }
  set celsius(v: number) {
    this.writes++;
    this.c = Math.max(-273.15, v);
  }
  get fahrenheit(): number {
    return this.celsius * 9 / 5 + 32;
  }
  set fahrenheit(f: number) {
    this.celsius = (f - 32) * 5 / 9;
  }
}

const t = new Temperature();
t.celsius = 100;
console.log(t.celsius, t.fahrenheit);
t.fahrenheit = -40;
console.log(t.celsius, t.reads, t.writes);
t.celsius = -1000;
console.log(t.celsius, t.fahrenheit.toFixed(2));
t.celsius += 10;
console.log(t.celsius.toFixed(2), t.reads, t.writes);
t.fahrenheit++;
console.log(t.fahrenheit.toFixed(2), t.reads, t.writes);

// A getter with side effects runs on every access.
class Ticker {
  private n = 0;
  get next(): number {
    this.n++;
    return this.n;
  }
}
const tk = new Ticker();
console.log(tk.next, tk.next, tk.next + tk.next, `${tk.next}-${tk.next}`);

// Getter-only property (derived), setter that normalises.
class Person {
  private parts: string[] = [];
  constructor(first: string, last: string) {
    this.fullName = first + " " + last;
  }
  get first(): string {
    return this.parts[0];
  }
  get fullName(): string {
    return this.parts.join(" ");
  }
  set fullName(s: string) {
    this.parts = s.trim().split(" ").filter((p) => p.length > 0);
  }
  get initials(): string {
    return this.parts.map((p) => p[0].toUpperCase()).join(".");
  }
}
const p = new Person("ada", "lovelace");
console.log(p.fullName, p.first, p.initials);
p.fullName = "  grace   brewster  hopper ";
console.log(p.fullName, p.first, p.initials);
console.log(p);
