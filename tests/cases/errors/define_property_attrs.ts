// Kiln's properties carry no attributes: defineProperty takes only the forms that need none.
const o = { a: 1 };
Object.defineProperty(o, "a", { value: 2 }); // expect error: unsupported: 'Object.defineProperty' of a property that is not writable, enumerable and configurable
Object.defineProperty(o, "a", { get() { return 1; } }); // expect error: unsupported: this descriptor property in 'Object.defineProperty'
console.log(o);
