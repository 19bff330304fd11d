// let/const are block scoped: shadowing in nested blocks and loop bodies.
let x: number = 1;
{
  let x: number = 2;
  {
    const x: number = 3;
    console.log("innermost", x);
  }
  console.log("inner", x);
  x = 20;
  console.log("inner after", x);
}
console.log("outer", x);
const label: string = "outer";
for (let i = 0; i < 2; i++) {
  const label: string = "loop" + i;
  let x: number = i * 100;
  x++;
  console.log(label, x);
}
console.log(label, x);
if (x === 1) {
  let x: string = "shadowed with another type";
  console.log(x, x.length);
}
function f(x: number): number {
  {
    let x: number = 5;
    x *= 2;
  }
  return x;
}
console.log(f(42));
let total: number = 0;
for (let i = 0; i < 3; i++) {
  for (let i = 0; i < 4; i++) {
    total += i;
  }
}
console.log(total);
