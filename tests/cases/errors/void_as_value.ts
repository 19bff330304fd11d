// The result of a void function cannot be used as a number.
function log(msg: string): void {
  console.log(msg);
}
const n: number = log("hi"); // expect error: Type 'void' is not assignable to type 'number'.
console.log(n);
