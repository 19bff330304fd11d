// Static factories and registries that rely on `this` being the class called on.
class Model {
  static table = "models";
  static created = 0;
  static tableName(): string {
    return this.table.toUpperCase();
  }
  static describe(): string {
    return `${this.tableName()} (${this.created} created)`;
  }
  static track(): number {
    this.created += 1;
    return this.created;
  }
  static prefix(): string {
    return "m";
  }
  static key(id: number): string {
    return this.prefix() + ":" + id;
  }
}

class User extends Model {
  static table = "users";
  static prefix(): string {
    return "u";
  }
}

class Admin extends User {
  static prefix(): string {
    return "a/" + super.prefix();
  }
  static describe(): string {
    return "admin " + super.describe() + " base table " + super.table;
  }
}

class Post extends Model {}

console.log(Model.describe(), "|", User.describe(), "|", Admin.describe(), "|", Post.describe());
console.log(Model.key(1), User.key(2), Admin.key(3), Post.key(4));
console.log(User.track(), User.track(), Admin.track(), Model.track(), Post.track());
console.log(Model.created, User.created, Admin.created, Post.created);
console.log(Model.describe(), "|", User.describe(), "|", Admin.describe());

// An arrow calling a static method keeps the class it names.
const keyOfUser = (id: number) => User.key(id);
const keyOfAdmin = (id: number) => Admin.key(id);
console.log(keyOfUser(7), keyOfAdmin(8));

// Compound and logical assignment through a subclass.
class Counter {
  static total = 1;
  static label: string | undefined = undefined;
}
class SubCounter extends Counter {}
SubCounter.total *= 5;
SubCounter.label ??= "sub";
Counter.label ??= "base";
console.log(Counter.total, SubCounter.total, Counter.label, SubCounter.label);
Counter.total = 3;
console.log(Counter.total, SubCounter.total);

// Classes as values: the static methods in a class object see the subclass.
function describeAll(ks: (typeof Model)[]): string[] {
  return ks.map((k) => k.describe() + " / " + k.key(0));
}
console.log(describeAll([Model, User, Admin, Post]).join("\n"));
