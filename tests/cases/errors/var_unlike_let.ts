// A var where JavaScript's function scope would differ from a let's block
// scope is refused, not compiled as a let.
let x = 1;
function f(flag: boolean): void {
  if (flag) { var x = 2; } // expect error: unsupported: 'var x' in a block or loop where an outer 'x' is visible
  console.log(x);
}
f(true);
const fns: Array<() => number> = [];
for (var i = 0; i < 3; i++) fns.push(() => i); // expect error: unsupported: 'var i' of a loop captured by a function in the loop
console.log(fns.map((g) => g()));
function g(): void {
  for (var j = 0; j < 2; j++) {}
  console.log(j); // expect error: unsupported: 'j' read outside the block or loop of its 'var'
}
g();
