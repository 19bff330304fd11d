const conf = { port: "8080" } satisfies Record<string, number>; // expect error: is not assignable to type
console.log(conf);
