// Narrowing with the `in` operator, including optional properties.
interface Admin { name: string; privileges: string[] }
interface Employee { name: string; startDate: string }
interface Guest { name: string; expires?: number }
type Person = Admin | Employee | Guest;

function info(p: Person): string {
  let s = "Name: " + p.name;
  if ("privileges" in p) s += "; privileges: " + p.privileges.join("/");
  if ("startDate" in p) s += "; since " + p.startDate;
  return s;
}
const people: Person[] = [
  { name: "Max", privileges: ["create-server", "reboot"] },
  { name: "Anna", startDate: "2020-01-01" },
  { name: "Bob" },
  { name: "Eve", expires: 3 },
];
for (const p of people) console.log(info(p));
for (const p of people) console.log(p.name, "expires" in p, "privileges" in p, "name" in p);

class Square { constructor(public side: number) {} area(): number { return this.side ** 2; } }
class Circle { constructor(public r: number) {} area(): number { return Math.PI * this.r ** 2; } }
const figs: (Square | Circle)[] = [new Square(2), new Circle(1)];
for (const f of figs) {
  if ("side" in f) console.log("square", f.side, f.area());
  else console.log("circle", f.r, f.area().toFixed(3));
  console.log("area" in f);
}
