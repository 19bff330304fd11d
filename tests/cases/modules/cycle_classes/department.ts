import { Employee } from "./employee";

export class Department {
  readonly staff: Employee[] = [];
  constructor(readonly name: string, public budget: number) {}

  hire(name: string, salary: number): Employee {
    const e = new Employee(name, salary, this);
    this.staff.push(e);
    return e;
  }

  release(e: Employee): void {
    const i = this.staff.indexOf(e);
    if (i >= 0) this.staff.splice(i, 1);
  }

  payroll(): number {
    return this.staff.reduce((sum, e) => sum + e.salary, 0);
  }

  describe(): string {
    return `${this.name}: ${this.staff.map((e) => e.name).join(", ") || "(empty)"}`;
  }
}
