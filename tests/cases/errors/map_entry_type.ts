// Entries of a Map literal are checked against the declared types.
const m: Map<string, number> = new Map([["a", 1], ["b", "two"]]); // expect error: Type 'string' is not assignable to type 'number'.
console.log(m);
