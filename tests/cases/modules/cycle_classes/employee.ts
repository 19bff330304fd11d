import { Department } from "./department";

export class Employee {
  private history: string[] = [];
  constructor(readonly name: string, public salary: number, public dept: Department) {
    this.history.push(dept.name);
  }

  transfer(to: Department): void {
    if (to === this.dept) return;
    this.dept.release(this);
    to.staff.push(this);
    this.dept = to;
    this.history.push(to.name);
  }

  raise(pct: number): void {
    this.salary = Math.round(this.salary * (1 + pct / 100));
  }

  static newDepartment(name: string, founder: string): Department {
    const d = new Department(name, 0);
    d.hire(founder, 1000);
    return d;
  }

  path(): string {
    return this.history.join(" -> ");
  }
}
