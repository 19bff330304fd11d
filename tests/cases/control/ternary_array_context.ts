// A conditional whose branch is an array literal takes the array type of
// its context (`c ? [x] : xs`), like tsc.
type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };
function one(): Shape { return { kind: "circle", r: 1 }; }
function many(): Shape[] { return [one(), { kind: "square", s: 2 }]; }
let picked: Shape[] | null = null;
for (const flag of [true, false]) {
  picked = flag ? [one()] : many();
  console.log(picked.length, picked.map((x) => x.kind).join(","));
}
const xs: Shape[] = process.argv.length > 10 ? many() : [{ kind: "square", s: 5 }];
console.log(xs);
