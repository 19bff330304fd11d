// new this(...) in a static method makes an instance of the class it is called
// through (an inherited static factory makes the subclass's instances).
class Model {
  static count = 0;
  id: number;
  constructor(id = 0) {
    this.id = id;
  }
  static create(id: number): Model {
    Model.count++;
    return new this(id);
  }
  name(): string {
    return `model#${this.id}`;
  }
}
class User extends Model {
  override name(): string {
    return `user#${this.id}`;
  }
}
const m = Model.create(1);
const u = User.create(2);
console.log(m.name(), u.name(), u instanceof User, m instanceof User, Model.count);
class Admin extends User {
  static make(): Admin {
    const a = new this(9);
    return a;
  }
}
console.log(Admin.make().name(), Admin.create(3) instanceof Admin, Model.count);
