// A const loop variable cannot be incremented.
let s: string = "";
for (const i = 0; i < 3; i++) { // expect error: Cannot assign to 'i' because it is a constant.
  s += i;
}
console.log(s);
