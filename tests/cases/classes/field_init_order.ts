// Field initialisers run in declaration order, parent before child, before the constructor body.
const log: string[] = [];
function note(s: string, v: number): number {
  log.push(s);
  return v;
}

class Parent {
  p1 = note("Parent.p1", 1);
  p2 = note("Parent.p2", this.p1 + 1);
  constructor() {
    note("Parent ctor", 0);
    this.init();
  }
  init(): void {
    note("Parent.init", 0);
  }
}

class Child extends Parent {
  c1 = note("Child.c1", 10);
  c2 = note("Child.c2", this.p2 * 100);
  constructor() {
    note("Child ctor before super", 0);
    super();
    note("Child ctor after super", 0);
  }
  init(): void {
    // Runs during Parent's constructor, before Child's initialisers.
    note("Child.init sees c1=" + String(this.c1), 0);
  }
}

const c = new Child();
console.log(log.join("\n"));
console.log(c.p1, c.p2, c.c1, c.c2);
console.log(c);

// An initialiser that depends on a previously initialised field and a static.
class Grid {
  static defaultSize = 3;
  size = Grid.defaultSize;
  cells: number[] = new Array<number>(this.size * this.size).fill(0);
  label = `grid ${this.size}x${this.size}`;
}
const g1 = new Grid();
Grid.defaultSize = 2;
const g2 = new Grid();
console.log(g1.label, g1.cells.length, g2.label, g2.cells.length);
console.log(g2);

// Constructor body assignments overwrite initialisers.
class Over {
  x = 1;
  y = this.x + 1;
  constructor(x: number) {
    this.x = x;
  }
}
const o = new Over(50);
console.log(o.x, o.y, o);
