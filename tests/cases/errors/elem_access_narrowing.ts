// Element accesses whose key may change are not narrowed (as in tsc), and an
// assignment to an element ends its narrowing.
const d: { [k: string]: string | undefined } = { x: "a" };
let k2 = "x";
if (d[k2] !== undefined) console.log(d[k2].length); // expect error: Object is possibly 'undefined'.
function g(key: string) {
  key = key + "";
  if (d[key] !== undefined) console.log(d[key].length); // expect error: Object is possibly 'undefined'.
}
const k = "x";
if (d[k] !== undefined) {
  d[k] = undefined;
  console.log(d[k].length); // expect error: Object is possibly 'undefined'.
}
const arr: (number | undefined)[] = [1];
let i = 0;
if (arr[i] !== undefined) console.log(arr[i] + 1); // expect error: Object is possibly 'undefined'.
g("x");
