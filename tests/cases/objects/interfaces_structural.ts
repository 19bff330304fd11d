// Structural typing: any value with the right shape fits an interface.
interface Point {
  x: number;
  y: number;
}

interface Named {
  name: string;
}

class Pixel {
  constructor(public x: number, public y: number, public color: string) {}
}

function describe(p: Point): string {
  return `(${p.x}, ${p.y})`;
}

function greet(n: Named): string {
  return "hello " + n.name;
}

const lit: Point = { x: 1, y: 2 };
const px = new Pixel(5, 6, "red");
console.log(describe(lit), describe(px));

// A value with extra properties fits through a variable of a wider type.
const city = { name: "Oslo", x: 10.75, y: 59.91, population: 709000 };
console.log(describe(city), greet(city), city.population);

// Interface-typed variables hold objects of any class or literal that fits.
const points: Point[] = [lit, px, city, { x: -1, y: -1 }];
let sx = 0;
let sy = 0;
for (const p of points) {
  sx += p.x;
  sy += p.y;
}
console.log(sx.toFixed(2), sy.toFixed(2));

// Writes through the interface are seen by the original object.
const asPoint: Point = px;
asPoint.x = 50;
console.log(px.x, px.color, asPoint === px);

// An interface whose members are a subset of another.
interface Point3 extends Point {
  z: number;
}
const q: Point3 = { x: 1, y: 2, z: 3 };
const flat: Point = q;
console.log(describe(flat), q.z);

// Functions typed by the interface can return any fitting object.
function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
console.log(describe(mid(lit, px)), describe(mid(q, city)));
