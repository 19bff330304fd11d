// An abstract class cannot be instantiated.
abstract class Shape { abstract area(): number; }
const s = new Shape(); // expect error: Cannot create an instance of an abstract class.
console.log(s.area());
