// JSON.stringify calls the toJSON methods of classes and object literals
// (through a thunk the runtime finds by name) with the key alone: one that
// needs more is rejected, not misprinted.
class Two { toJSON(a: string, b: number) { return a + b; } } // expect error: unsupported: a toJSON method with more than one required parameter (JSON.stringify passes only the key)
console.log(JSON.stringify(new Two()));
const lit = { n: 1, toJSON(a: number) { return "lit" + a; } }; // expect error: unsupported: a toJSON method whose parameters do not take the key alone (JSON.stringify passes only the key, a string)
console.log(JSON.stringify({ id: 2 }));
