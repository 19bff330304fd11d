// module: esm
// Two classes in two modules that refer to each other.
import { Department } from "./department";
import { Employee } from "./employee";

const eng = new Department("engineering", 10000);
const ops = Employee.newDepartment("ops", "linus");
const a = eng.hire("ada", 3000);
const b = eng.hire("barbara", 2800);
b.raise(10);
console.log(eng.describe(), "|", ops.describe());
a.transfer(ops);
console.log(eng.describe(), "|", ops.describe());
console.log(eng.payroll(), ops.payroll());
console.log(a.path(), a.dept === ops, a instanceof Employee, ops.staff[0].dept instanceof Department);
