// Kiln's classes have no prototype object and its objects no prototype chain: refused with a hint.
class Foo { x = 1 }
const f = new Foo();
console.log(Object.getPrototypeOf(f)); // expect error: unsupported: 'Object.getPrototypeOf' (Kiln's objects have no prototype chain
console.log(Foo.prototype); // expect error: unsupported: 'Foo.prototype' (Kiln's classes have no prototype object
const o = Object.create(Foo.prototype); // expect error: unsupported: 'Object.create' with a prototype
console.log(o);
