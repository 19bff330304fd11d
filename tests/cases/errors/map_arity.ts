// set() takes a key and a value.
const m = new Map<string, number>();
m.set("a"); // expect error: Expected 2 arguments, but got 1.
