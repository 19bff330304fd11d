type Reducer = (...xs: number[]) => number;
const len = (s: string): number => s.length;
const r: Reducer = len; // expect error: Type '(s: string) => number' is not assignable to type '(...xs: number[]) => number'.
console.log(r(1));
