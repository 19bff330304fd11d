function tagged<T>(tag: string, ...items: T[]): string { return tag + items.length; }
console.log(tagged<number>()); // expect error: Expected at least 1 arguments, but got 0.
