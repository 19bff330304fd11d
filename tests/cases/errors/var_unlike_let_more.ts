// More places where a var compiled as a let would print something else than
// Node: each is refused.
const fns: Array<() => number> = [];
for (var i = 0; i < 3; fns.push(() => i), i++) {} // expect error: unsupported: 'var i' of a loop captured by a function in the loop
const objs: Array<() => { j: number }> = [];
for (var j = 0; j < 3; j++) objs.push(() => ({ j })); // expect error: unsupported: 'var j' of a loop captured by a function in the loop
function inBody(): void {
  const gs: Array<() => number> = [];
  for (let k = 0; k < 3; k++) {
    var v = k; // expect error: unsupported: 'var v' of a loop captured by a function in the loop
    gs.push(() => v);
  }
  for (let k = 0; k < 3; k++) {
    var w: number | undefined; // expect error: unsupported: 'var w' without an initializer in a loop
    if (k === 0) w = 1;
    console.log(w);
  }
}
inBody();
function cases(n: number): void {
  switch (n) {
    case 1:
      var s = "one"; // expect error: unsupported: 'var s' of a switch case used by another case
      break;
    case 2:
      console.log(s);
      break;
  }
}
cases(2);
function early(): void {
  show();
  var x = 5; // expect error: unsupported: 'var x' may be read before its declaration runs
  function show(): void {
    console.log(x);
  }
}
early();
function twice(): void {
  { var t = 1; console.log(t); }
  { var t: number | undefined; console.log(t); } // expect error: unsupported: 'var t' without an initializer redeclaring another var
}
twice();
let outer = 1;
function unbraced(): void {
  if (outer > 0) var outer = 2; // expect error: unsupported: a var declaration as the body of an if, a loop or a label
  console.log(outer);
}
unbraced();
