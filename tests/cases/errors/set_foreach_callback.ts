// forEach's callback receives the element type.
const s = new Set<number>([1]);
s.forEach((x: string) => console.log(x)); // expect error: is not assignable to parameter of type '(value: number, value2: number, set: Set<number>) => void'.
