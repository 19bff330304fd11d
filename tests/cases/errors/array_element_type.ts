// Storing a number into a string[] element.
const names: string[] = ["ann", "bob"];
names[1] = names.length; // expect error: Type 'number' is not assignable to type 'string'.
console.log(names.join());
