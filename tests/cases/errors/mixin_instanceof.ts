type Ctor<T = {}> = new (...args: any[]) => T;
function Timestamped<B extends Ctor>(Base: B) {
  return class extends Base {
    stamp = 42;
  };
}
class User {
  name = "u";
}
const TU = Timestamped(User);
const t = new TU();
console.log(t instanceof User);
console.log(t instanceof TU); // expect error: unsupported: instanceof a class made by a class expression inside a function (each call makes a new class in JavaScript)
