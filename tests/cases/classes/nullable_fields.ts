// Classes with nullable and optional fields of primitive and class types.
class Employee {
  manager: Employee | null = null;
  nickname?: string;
  salary: number | null = null;
  constructor(public name: string) {}

  chain(): string {
    const parts: string[] = [this.name];
    let m = this.manager;
    while (m !== null) {
      parts.push(m.name);
      m = m.manager;
    }
    return parts.join(" < ");
  }

  display(): string {
    return this.nickname === undefined ? this.name : `${this.name} "${this.nickname}"`;
  }

  pay(): string {
    return this.salary === null ? "unpaid" : this.salary.toFixed(2);
  }
}

const ceo = new Employee("Ada");
const cto = new Employee("Brian");
const dev = new Employee("Cleo");
cto.manager = ceo;
dev.manager = cto;
dev.nickname = "C";
cto.salary = 1234.5;
console.log(dev.chain(), "|", cto.chain(), "|", ceo.chain());
console.log([ceo, cto, dev].map((e) => e.display() + ": " + e.pay()).join("; "));
console.log(ceo);
console.log(dev.manager === cto, ceo.manager === null, dev.nickname !== undefined);

// Clearing references and optional values.
dev.manager = null;
dev.nickname = undefined;
console.log(dev.chain(), dev.display(), dev);

// A field that is either a number or undefined, narrowed with typeof.
class Reading {
  value: number | undefined;
  constructor(v?: number) {
    this.value = v;
  }
  describe(): string {
    return typeof this.value === "number" ? `value ${this.value}` : "no value";
  }
}
const readings = [new Reading(3), new Reading(), new Reading(0), new Reading(NaN)];
console.log(readings.map((r) => r.describe()).join(", "));
console.log(readings);
