// Relational comparison between a number and a string.
const n: number = 5;
const s: string = "7";
if (n < s) { // expect error: Operator '<' cannot be applied to types 'number' and 'string'.
  console.log("less");
}
