type Frozen<T> = { readonly [K in keyof T]: T[K] };
const fr: Frozen<{ a: number }> = { a: 1 };
fr.a = 2; // expect error: Cannot assign to 'a' because it is a read-only property.
