// A class instance where another class with methods is expected: Kiln called
// B's method on the A (printed "B1" where Node prints "A1").
class A { x = 1; f() { return "A" + this.x; } }
class B { x = 2; f() { return "B" + this.x; } }
const b: B = new A(); // expect error: would read this 'A' as a 'B'
console.log(b.f());
