type Tagged<T> = T extends Array<infer E> & { tag: string } ? E : never; // expect error: unsupported: 'infer' in the pattern 'Array<infer E> & { tag: string }' of a conditional type
const x: Tagged<number[]> = 1;
console.log(x);
