// A generic static method whose body uses `this` (the class it is called
// on), called through a subclass: Kiln instantiates generic methods per type
// arguments, not per receiving class, so it refuses rather than construct
// the parent class.
class Model {
  static create<T extends Model>(this: new () => T): T {
    return new this();
  }
  hello() { return "model"; }
}
class User extends Model {
  override hello() { return "user"; }
}
console.log(Model.create().hello());
console.log(User.create().hello()); // expect error: generic static method 'create' of 'Model' using 'this', called through subclass 'User'
