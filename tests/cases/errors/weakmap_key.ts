// A WeakMap's keys must be objects.
const byName = new WeakMap<string, number>(); // expect error: Type 'string' does not satisfy the constraint 'object'.
console.log(byName);
