// Reading a property that only some members of a union have.
interface Circle { kind: "circle"; radius: number }
interface Square { kind: "square"; side: number }
type Shape = Circle | Square;
function size(s: Shape): number {
  return s.radius; // expect error: Property 'radius' does not exist on type 'Shape'.
}
console.log(size({ kind: "circle", radius: 1 }));
