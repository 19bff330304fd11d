// An assignment on the right of || may be skipped: the variable is not definitely assigned in the then-branch.
function f(a: boolean): void {
  let m: number;
  if (a || (m = 3) > 1) console.log(m); // expect error: Variable 'm' is used before being assigned.
}
f(true);
