const s = Symbol("s");
console.log(`value: ${s}`); // expect error: Implicit conversion of a 'symbol' to a 'string' will fail at runtime
