// JSON.stringify calls the toJSON methods of classes (through a thunk the
// runtime finds by name), not those of object literals or other object
// types: a value whose static type has one that is not a class's is
// rejected, not misprinted.
interface Priced { cents: number; toJSON(): string }
const p: Priced = { cents: 5, toJSON() { return "5c"; } };
console.log(JSON.stringify({ p })); // expect error: unsupported: JSON.stringify of a value whose object type (not a class) has a toJSON method (only a class's toJSON is called)
const lit = { n: 1, toJSON() { return "lit"; } };
console.log(JSON.stringify([lit])); // expect error: unsupported: JSON.stringify of a value whose object type (not a class) has a toJSON method (only a class's toJSON is called)
class Two { toJSON(a: string, b: number) { return a + b; } } // expect error: unsupported: a toJSON method with more than one required parameter (JSON.stringify passes only the key)
console.log(JSON.stringify(new Two()));
console.log(JSON.stringify({ id: 2 }));
