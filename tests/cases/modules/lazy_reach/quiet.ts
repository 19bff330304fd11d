// Imported for its side effect only.
console.log("init quiet");
export const unusedValue: number = 42;
