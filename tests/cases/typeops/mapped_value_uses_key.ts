// A mapped type whose value type depends on the key: each key's value is
// read with K bound to that key's literal type.
type Keys = "a" | "b";
type Boxed = { [K in Keys]: { key: K; n: number } };
const b: Boxed = { a: { key: "a", n: 1 }, b: { key: "b", n: 2 } };
console.log(b.a.n + b.b.n);
console.log(b.a.key, b.b.key);
