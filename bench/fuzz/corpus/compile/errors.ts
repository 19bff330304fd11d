let a: number = "string";
function g(x: number): string { return x; }
console.log(g(1, 2), undefinedName, a.foo);
