// A generic alias instantiated with number: its fields are numbers.
type Pair<A, B> = { first: A; second: B };
const ok: Pair<number, string> = { first: 1, second: "x" };
const bad: Pair<number, string> = { first: "1", second: "x" }; // expect error: Type 'string' is not assignable to type 'number'.
console.log(ok, bad);
