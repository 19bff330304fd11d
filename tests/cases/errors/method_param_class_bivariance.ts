// tsc lets a method take a subclass where the interface takes its base
// (method bivariance); Kiln cannot pass another class's object there.
class Animal { constructor(public name: string) {} }
class Dog extends Animal { bark() { return "woof"; } }
interface Handler { handle(a: Animal): string }
class DogHandler implements Handler { handle(d: Dog): string { return d.bark(); } } // expect error: unsupported: a method whose parameter has class type 'Dog'
console.log(new DogHandler().handle(new Dog("rex")));
