// break is only valid inside a loop or switch.
const n: number = 5;
if (n > 3) {
  console.log("big");
  break; // expect error: A 'break' statement can only be used within an enclosing iteration or switch statement.
}
console.log(n);
