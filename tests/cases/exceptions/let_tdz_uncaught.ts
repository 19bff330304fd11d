// expect: crash
// A function called before the top-level let it reads is declared: an
// uncaught ReferenceError (exit 1), not a default value.
function f(): number {
  return x + 1;
}
console.log("start");
console.log(f());
let x = 1;
console.log(x);
