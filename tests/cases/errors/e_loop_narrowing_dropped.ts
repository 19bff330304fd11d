// A narrowing that a way back to the loop's head undoes is dropped there.
function f(xs: string[]): number {
  let n: number | undefined = 0;
  for (const x of xs) {
    n += x.length; // expect error: 'n' is possibly 'undefined'.
    if (x === "stop") n = undefined;
  }
  return 0;
}

function g(xs: string[]): number {
  let n: number | undefined = 0;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] === "skip") {
      n = undefined;
      continue;
    }
    n = n + 1; // expect error: 'n' is possibly 'undefined'.
  }
  return 0;
}

function h(s: string): number {
  let v: string | number = s;
  while (v !== "") {
    console.log(v.length); // expect error: Property 'length' does not exist on type 'string | number'.
    v = 5;
  }
  return 0;
}
console.log(f([]), g([]), h(""));
