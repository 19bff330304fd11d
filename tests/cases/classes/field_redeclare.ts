// A subclass redeclaring a parent field, and methods that read it from both levels.
class Base {
  kind = "base";
  size = 1;
  describe(): string {
    return `${this.kind}:${this.size}`;
  }
  baseKind(): string {
    return this.kind;
  }
}

class Derived extends Base {
  kind = "derived";
  extra = this.size * 10;
}

class Deeper extends Derived {
  size = 5;
  describe(): string {
    return "deeper " + super.describe();
  }
}

const items: Base[] = [new Base(), new Derived(), new Deeper()];
for (const it of items) console.log(it.describe(), it.baseKind());
console.log(items);

// A parent constructor reading a field that the child redeclares sees the parent's value.
class Widget {
  color = "gray";
  seen: string;
  constructor() {
    this.seen = this.color;
  }
}
class RedWidget extends Widget {
  color = "red";
}
const w = new RedWidget();
console.log(w.seen, w.color, w);

// Shadowing a method with a different implementation at each level, plus counting calls.
let calls = 0;
class Level1 {
  id(): number {
    calls++;
    return 1;
  }
  sum(): number {
    return this.id();
  }
}
class Level2 extends Level1 {
  id(): number {
    calls++;
    return 2 + super.id();
  }
}
class Level3 extends Level2 {
  id(): number {
    calls++;
    return 3 + super.id();
  }
}
console.log(new Level1().sum(), new Level2().sum(), new Level3().sum(), calls);
