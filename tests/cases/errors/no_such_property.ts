// Strings have no 'size' property (it is 'length').
const s: string = "hello";
console.log(s.size); // expect error: Property 'size' does not exist on type 'string'.
