class Animal { constructor(public name: string) {} }
class Rock { weight = 1; }
function adopt(k: typeof Animal): Animal { return new k("x"); }
console.log(adopt(Rock)); // expect error: Argument of type 'typeof Rock' is not assignable to parameter of type 'typeof Animal'.
