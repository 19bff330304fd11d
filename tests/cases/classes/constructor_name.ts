// x.constructor.name: the class an instance was made by, also from a base class method and for errors
abstract class Shape { abstract area(): number; describe() { return `${this.constructor.name} ${this.area().toFixed(1)}`; } }
class Circle extends Shape { constructor(public r: number) { super(); } area() { return Math.PI * this.r ** 2; } }
class Sq extends Shape { constructor(public s: number) { super(); } area() { return this.s * this.s; } }
const shapes: Shape[] = [new Circle(1), new Sq(2)];
shapes.forEach(s => console.log(s.describe()));
class MyErr extends Error { constructor(m: string) { super(m); this.name = this.constructor.name; } }
try { throw new MyErr("bad"); } catch (e) { console.log(String(e), (e as Error).name); }
const P = class { }; console.log(new P().constructor.name);
