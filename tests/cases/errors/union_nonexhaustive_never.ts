// A switch that forgets a member of a discriminated union: assertNever catches it.
interface Circle { kind: "circle"; radius: number }
interface Square { kind: "square"; side: number }
type Shape = Circle | Square;
function assertNever(x: never): never {
  console.log("unexpected", x);
  process.exit(1);
}
function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.PI * s.radius * s.radius;
    default: return assertNever(s); // expect error: Argument of type 'Square' is not assignable to parameter of type 'never'.
  }
}
console.log(area({ kind: "square", side: 2 }));
