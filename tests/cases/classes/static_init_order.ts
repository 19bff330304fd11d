// Static field initialisers run once, in order, when the class is defined.
const log: string[] = [];
function note(s: string, v: number): number {
  log.push(s);
  return v;
}

class Config {
  static a = note("Config.a", 1);
  static b = note("Config.b", Config.a + 1);
  static table: number[] = [Config.a, Config.b, Config.a + Config.b];
  static describe(): string {
    return `a=${Config.a} b=${Config.b} table=${Config.table.join(",")}`;
  }
}
log.push("after Config");
console.log(log.join(" | "));
console.log(Config.describe());

// Subclass statics run after the parent's, and can read them.
class Derived extends Config {
  static c = note("Derived.c", Derived.b * 10);
}
console.log(log.join(" | "));
console.log(Derived.c, Derived.a, Derived.describe());

// Instances created in a static initialiser.
class Color {
  static readonly RED = new Color("red", 255, 0, 0);
  static readonly GREEN = new Color("green", 0, 255, 0);
  static readonly ALL: Color[] = [Color.RED, Color.GREEN];
  static created = Color.ALL.length;
  constructor(public name: string, public r: number, public g: number, public b: number) {}
  hex(): string {
    return "#" + [this.r, this.g, this.b].map((v) => v.toString(16).padStart(2, "0")).join("");
  }
}
console.log(Color.ALL.map((c) => c.name + "=" + c.hex()).join(" "), Color.created);
console.log(Color.RED === Color.ALL[0], Color.RED);

// A static counter shared by all instances, with a static method reading it.
class Ticket {
  static issued = 0;
  readonly number: number;
  constructor() {
    Ticket.issued += 1;
    this.number = Ticket.issued;
  }
  static summary(): string {
    return `${Ticket.issued} tickets`;
  }
}
const tickets = [new Ticket(), new Ticket(), new Ticket()];
console.log(tickets.map((t) => t.number).join(","), Ticket.summary());
