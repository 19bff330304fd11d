class Point { constructor(public x: number, public y: number) {} }
const P: new (x: number) => Point = Point; // expect error: Type 'typeof Point' is not assignable to type 'new (x: number) => Point'.
console.log(new P(1));
