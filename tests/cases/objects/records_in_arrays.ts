// Arrays of records: updating, searching, grouping by hand, tabulating.
interface Employee {
  name: string;
  dept: string;
  salary: number;
  manager: boolean;
}

const staff: Employee[] = [
  { name: "Ana", dept: "eng", salary: 120, manager: false },
  { name: "Ben", dept: "ops", salary: 90, manager: true },
  { name: "Cid", dept: "eng", salary: 135, manager: true },
  { name: "Dot", dept: "sales", salary: 80, manager: false },
  { name: "Eli", dept: "ops", salary: 95, manager: false },
  { name: "Fay", dept: "eng", salary: 110, manager: false },
];

// Raise for engineers, in place.
for (const e of staff) if (e.dept === "eng") e.salary = Math.round(e.salary * 1.1);

// Departments in order of first appearance, with totals.
const depts: string[] = [];
const totals: number[] = [];
const counts: number[] = [];
for (const e of staff) {
  let i = depts.indexOf(e.dept);
  if (i < 0) {
    depts.push(e.dept);
    totals.push(0);
    counts.push(0);
    i = depts.length - 1;
  }
  totals[i] += e.salary;
  counts[i]++;
}
for (let i = 0; i < depts.length; i++) {
  console.log(depts[i].padEnd(6), String(counts[i]).padStart(2), String(totals[i]).padStart(5), (totals[i] / counts[i]).toFixed(1));
}

// Highest-paid manager.
let best: Employee | undefined = undefined;
for (const e of staff) if (e.manager && (best === undefined || e.salary > best.salary)) best = e;
console.log(best === undefined ? "none" : best.name + " " + best.salary);

// Remove everyone from ops with splice, iterating backwards.
for (let i = staff.length - 1; i >= 0; i--) if (staff[i].dept === "ops") staff.splice(i, 1);
console.log(staff.length, staff.map((e) => e.name).join(","));

// Reading past the end yields undefined.
const ghost: Employee | undefined = staff[10];
console.log(ghost === undefined, ghost);
console.log(staff[staff.length - 1]);
