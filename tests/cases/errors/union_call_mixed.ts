// Calling a union of function and array types needs narrowing, as in tsc.
type H = ((s: string) => void) | ((s: string) => void)[];
function run(h: H): void {
  h("x"); // expect error: This expression is not callable.
}
run((s) => console.log(s));
