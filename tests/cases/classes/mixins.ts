// Mixins, the TypeScript handbook pattern: a generic function returning a
// class expression that extends its parameter.  Each application of a
// mixin to a class is a class of its own.
type Ctor<T = {}> = new (...args: any[]) => T;

function Timestamped<B extends Ctor>(Base: B) {
  return class extends Base {
    stamp = 42;
    age(now: number): number {
      return now - this.stamp;
    }
  };
}

// A constrained mixin: the base must have a name.
function Tagged<B extends Ctor<{ name: string }>>(Base: B) {
  return class extends Base {
    tag(): string {
      return "<" + this.name + ">";
    }
  };
}

function Activatable<B extends Ctor>(Base: B) {
  return class Activatable extends Base {
    active = false;
    activate(): this {
      this.active = true;
      return this;
    }
  };
}

class User {
  name = "u";
  greet(): string {
    return "hi " + this.name;
  }
}

const TU = Timestamped(User);
const t = new TU();
console.log(t.name, t.stamp, t.age(50), t, t instanceof User, TU.name, TU);

// two mixins in a chain
const Both = Tagged(Timestamped(User));
const b = new Both();
b.name = "bo";
console.log(b.tag(), b.stamp, b.greet(), b instanceof User, b);

// a named class expression in a mixin, and a method returning this
const AU = Activatable(User);
const au = new AU().activate();
console.log(au, au.active, AU.name, AU);

// methods that call super.m()
function Loud<B extends Ctor<User>>(Base: B) {
  return class extends Base {
    greet(): string {
      return super.greet().toUpperCase() + "!";
    }
  };
}
const LU = Loud(User);
const users: User[] = [new User(), new LU()];
console.log(users.map((u) => u.greet()));

// a base with constructor parameters
class Point {
  constructor(public x: number, public y: number) {}
  toString(): string {
    return `(${this.x}, ${this.y})`;
  }
}
const TP = Tagged(class extends Point {
  name = "pt";
});
const tp = new TP(1, 2);
console.log(tp.tag(), tp.x + tp.y, String(tp), tp instanceof Point);

// a subclass of the base, and the same mixin applied to another class
class Admin extends User {
  level = 3;
}
const TA = Timestamped(Admin);
const a = new TA();
console.log(a.level, a.stamp, a.greet(), a);

// the handbook's mixin with a constructor passing its arguments on
function Stamped<B extends Ctor>(Base: B) {
  return class extends Base {
    stamp: number;
    constructor(...args: any[]) {
      super(...args);
      this.stamp = args.length;
    }
  };
}
class Pair {
  constructor(public tag: string, public n: number) {}
}
const SP = Stamped(Pair);
const sp = new SP("z", 4);
console.log(sp, sp.stamp, sp.n + 1);
const SSP = Stamped(Stamped(Pair));
console.log(new SSP("q", 1));
