interface Point {
  x: number;
  y: number;
}
const axis: keyof Point = "z"; // expect error: Type '"z"' is not assignable to type '"x" | "y"'.
console.log(axis);
