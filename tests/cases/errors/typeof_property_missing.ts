// typeof of a property that does not exist.
const cfg = { a: { b: 1 } };
const x: typeof cfg.a.c = 1; // expect error: Property 'c' does not exist on type '{ b: number; }'.
console.log(x);
