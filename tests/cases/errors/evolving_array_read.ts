// `const xs = []` gets its type from the first push; a read before it is refused, as tsc does.
const a = [];
console.log(a.length); // expect error: Variable 'a' implicitly has type 'any[]'
function f() {
  const c = [];
  return c; // expect error: Variable 'c' implicitly has type 'any[]'
}
export const z = []; // expect error: an exported empty array literal needs a type annotation
