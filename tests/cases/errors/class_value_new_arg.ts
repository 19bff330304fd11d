class Box { constructor(public v: number) {} }
const B = Box;
console.log(new B("one")); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
