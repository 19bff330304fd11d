// Calling a value whose type is a union of function types that share one representation: the parameters
// the narrower of each pair, the result the union of the results.
interface Circle { kind: "c"; r: number }
interface Square { kind: "s"; side: number }
type Shape = Circle | Square;
const lo = (x: number) => "lo:" + x;
const hi = (x: number): "hi" => "hi";
const cond = Math.random() > 2;
const f: ((x: number) => string) | ((x: number) => "hi") = cond ? hi : lo;
console.log(f(3));
type Area = ((s: Shape) => number) | ((s: Circle) => number);
const area: Area = (s: Shape) => (s.kind === "c" ? s.r : s.side);
console.log(area({ kind: "c", r: 2 }));
const fs: (((a: string) => void) | ((a: "x") => void))[] = [(a: string) => console.log("one", a), (a: "x") => console.log("two", a)];
for (const g of fs) g("x");
