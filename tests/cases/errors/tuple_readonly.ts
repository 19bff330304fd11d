// Writing an element of a readonly tuple.
const t: readonly [string, number] = ["a", 1];
t[0] = "b"; // expect error: Cannot assign to '0' because it is a read-only property.
console.log(t);
