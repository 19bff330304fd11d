// A mapped type whose value type depends on the key is not supported yet.
type Keys = "a" | "b";
type Boxed = { [K in Keys]: { key: K; n: number } }; // expect error: unsupported: a mapped type whose value type depends on its key 'K'
const b: Boxed = { a: { key: "a", n: 1 }, b: { key: "b", n: 2 } };
console.log(b.a.n + b.b.n);
