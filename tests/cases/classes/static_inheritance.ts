// Static members are inherited; `this` in a static method is the class it was called on.
class Base {
  static count = 0;
  static label = "base";
  static kind(): string {
    return "kind:" + this.label;
  }
  static bump(): number {
    this.count++;
    return this.count;
  }
  static make(): string {
    return "made by " + this.label;
  }
}

class Child extends Base {
  static label = "child";
}

class Grandchild extends Child {
  static kind(): string {
    return "grand/" + super.kind();
  }
}

console.log(Base.kind(), Child.kind(), Grandchild.kind());
console.log(Base.make(), Child.make(), Grandchild.make());
console.log(Child.count, Grandchild.count, Grandchild.label);

// Writing through `this` in an inherited static method creates the property on the subclass.
console.log(Base.bump(), Base.bump(), Base.count);
console.log(Child.bump(), Child.count, Base.count);
console.log(Child.bump(), Child.count, Base.count);
console.log(Grandchild.bump(), Grandchild.count, Child.count, Base.count);
Base.count = 100;
console.log(Base.count, Child.count, Grandchild.count);

// Reading an inherited static field that was not shadowed follows the parent.
class Config {
  static verbose = false;
}
class AppConfig extends Config {}
console.log(AppConfig.verbose);
Config.verbose = true;
console.log(AppConfig.verbose);
AppConfig.verbose = false;
console.log(Config.verbose, AppConfig.verbose);

// Static and instance members with the same name are independent.
class Dual {
  static size = 1;
  size = 2;
  static describe(): string {
    return "static " + this.size;
  }
  describe(): string {
    return "instance " + this.size;
  }
}
class DualChild extends Dual {}
const dc = new DualChild();
console.log(Dual.describe(), dc.describe(), DualChild.describe(), DualChild.size);
