// Virtual dispatch through base-class references and arrays.
class Employee {
  constructor(public name: string, protected base: number) {}
  pay(): number {
    return this.base;
  }
  title(): string {
    return "employee";
  }
  summary(): string {
    return `${this.name.padEnd(6)} ${this.title().padEnd(9)} ${this.pay().toFixed(2).padStart(9)}`;
  }
}
class Manager extends Employee {
  reports: Employee[] = [];
  pay(): number {
    return super.pay() * 1.5 + this.reports.length * 100;
  }
  title(): string {
    return "manager";
  }
}
class Contractor extends Employee {
  constructor(name: string, private hours: number, private rate: number) {
    super(name, 0);
  }
  pay(): number {
    return this.hours * this.rate;
  }
  title(): string {
    return "contract";
  }
}
class Intern extends Employee {
  title(): string {
    return "intern";
  }
}

const boss = new Manager("Maria", 5000);
const staff: Employee[] = [boss, new Employee("Ed", 3000), new Contractor("Cy", 120, 45.5), new Intern("Ivy", 1200)];
boss.reports.push(staff[1], staff[3]);
let total = 0;
for (const e of staff) {
  console.log(e.summary());
  total += e.pay();
}
console.log("total", total.toFixed(2));

// Dispatch picks the most derived override even when called from a base method.
class Node1 {
  visit(depth: number): string {
    return "-".repeat(depth) + this.label();
  }
  label(): string {
    return "node";
  }
}
class Leaf extends Node1 {
  label(): string {
    return "leaf";
  }
}
class Branch extends Node1 {
  constructor(public kids: Node1[]) {
    super();
  }
  label(): string {
    return "branch(" + this.kids.length + ")";
  }
  visit(depth: number): string {
    let s = super.visit(depth);
    for (const k of this.kids) s += "\n" + k.visit(depth + 1);
    return s;
  }
}
const tree = new Branch([new Leaf(), new Branch([new Leaf(), new Node1()]), new Leaf()]);
console.log(tree.visit(0));
