type Prefixed<T> = { [K in keyof T as `x_${K & string}`]: T[K] };
const dict: { [k: string]: number } = { a: 1 };
type Bad = { [K in string as `x_${K}`]: number }; // expect error: unsupported: key remapping ('as') in a mapped type over 'string'
const p: Prefixed<{ a: number }> = { x_a: 1 };
console.log(dict, p);
