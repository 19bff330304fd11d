// Generic methods of object literals: what is refused.
const u = { id<T>(x: T): T { return x; }, nest<T>(x: T, n: number): unknown { return n ? this.nest([x], n - 1) : x; } }; // expect error: unsupported: instantiating 'nest<
const f = u.id; // expect error: unsupported: generic method 'id' used as a value
const v = { ...u }; // expect error: unsupported: generic method 'id' used as a value
const w: { g: (x: number) => number } = { g<T>(x: T): T { return x; } }; // expect error: unsupported: a generic function for property 'g'
console.log(f, v, w, u.nest(1, 30));
