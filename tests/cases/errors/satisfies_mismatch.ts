const conf = { port: "8080" } satisfies Record<string, number>; // expect error: is not assignable to type
console.log(conf);
const nested = { env: { A: 1 } } satisfies { env?: Record<string, string> }; // expect error: Type 'number' is not assignable to type 'string'.
console.log(nested);
