type KeyOf<T> = T extends Map<infer K, unknown> ? K : never; // expect error: unsupported: 'infer' in the pattern 'Map<infer K, unknown>' of a conditional type
const x: KeyOf<Map<string, number>> = "a";
console.log(x);
