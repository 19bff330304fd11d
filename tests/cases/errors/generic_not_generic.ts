// Type arguments on a type that has no type parameters.
interface Point { x: number; y: number }
const p: Point<number> = { x: 1, y: 2 }; // expect error: Type 'Point' is not generic.
console.log(p);
