// Generic methods dispatched through their family: what stays an error.
abstract class A {
  abstract get<T>(x: T): T;
}
class B extends A { // expect error: Non-abstract class 'B' does not implement inherited abstract member 'get' from class 'A'.
}
class C extends A {
  get<T, U>(x: T): T { return x; } // expect error: unsupported: overriding generic method 'get' with another number of type parameters
}
class D {
  abstract m<T>(x: T): T; // expect error: Abstract methods can only appear within an abstract class.
}
class E { m(x: number): number { return x; } }
class F extends E {
  m<T>(x: T): T { return x; } // expect error: unsupported: overriding method 'm' with a generic method
}
const a: A = new C();
console.log(a.get(1));
