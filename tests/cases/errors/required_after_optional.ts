// A required parameter may not follow an optional one.
function span(from?: number, to: number): number { // expect error: A required parameter cannot follow an optional parameter.
  return to - (from ?? 0);
}
console.log(span(1, 5));
