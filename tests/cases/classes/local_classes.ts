// Classes declared inside functions and blocks: private helpers of one
// function, local subclasses of module classes, same names in two places.
let made = 0;

abstract class Shape {
  abstract area(): number;
  abstract label(): string;
  describe(): string {
    return `${this.label()} with area ${this.area().toFixed(2)}`;
  }
}

function tokenize(src: string): string[] {
  class Token {
    constructor(public kind: string, public text: string) {
      made++;
    }
    toString(): string {
      return `${this.kind}(${this.text})`;
    }
  }
  const out: Token[] = [];
  for (const part of src.split(" ")) {
    if (part === "") continue;
    out.push(new Token(part >= "0" && part <= "9" ? "num" : "word", part));
  }
  return out.map((t) => t.toString());
}

function shapes(): Shape[] {
  class Square extends Shape {
    constructor(private side: number) {
      super();
    }
    area(): number {
      return this.side * this.side;
    }
    label(): string {
      return "Square";
    }
  }
  class Circle extends Shape {
    static count = 0;
    constructor(private r: number) {
      super();
      Circle.count++;
    }
    area(): number {
      return Math.PI * this.r * this.r;
    }
    label(): string {
      return "Circle";
    }
  }
  const list: Shape[] = [new Square(2), new Circle(1), new Circle(0.5)];
  console.log("circles:", Circle.count);
  return list;
}

function pairs(): string {
  class Token {
    value = 0;
    bump(): number {
      return ++this.value;
    }
  }
  const t = new Token();
  t.bump();
  return `other Token: ${t.bump()} ${t instanceof Token}`;
}

console.log(tokenize("let x = 42 + y"));
console.log(made);
for (const s of shapes()) console.log(s.describe());
for (const s of shapes()) console.log(s.area() > 1);
console.log(pairs());

for (let i = 0; i < 2; i++) {
  class Cell {
    constructor(readonly row: number, readonly col: number) {}
    get key(): string {
      return `${this.row}:${this.col}`;
    }
  }
  const cells = [new Cell(i, 0), new Cell(i, 1)];
  console.log(cells.map((c) => c.key).join(" "), cells[0]);
}
