// size is a property, not a method.
const s = new Set<string>(["a"]);
console.log(s.size()); // expect error: This expression is not callable.
