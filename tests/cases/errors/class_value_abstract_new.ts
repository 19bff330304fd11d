abstract class Shape { abstract area(): number; }
class Sq extends Shape { area(): number { return 1; } }
function build(k: typeof Shape): Shape {
  return new k(); // expect error: Cannot create an instance of an abstract class.
}
console.log(build(Sq).area());
