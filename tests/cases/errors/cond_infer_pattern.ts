interface Box<T> { v: T }
type Inner<T> = T extends Box<infer U> ? U : never; // expect error: unsupported: 'infer' in the pattern 'Box<infer U>' of a conditional type
const x: Inner<Box<number>> = 1;
console.log(x);
