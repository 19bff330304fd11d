// get() may return undefined.
const m = new Map<string, number>([["a", 1]]);
const n: number = m.get("a"); // expect error: Type 'number | undefined' is not assignable to type 'number'.
console.log(n);
