// then's callback receives what the promise holds.
const p: Promise<number> = Promise.resolve(2);
p.then((s: string) => s.length); // expect error: Argument of type '(s: string) => number' is not assignable to parameter of type '(value: number) => any'.
