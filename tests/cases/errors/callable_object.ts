// Functions with properties (callable objects) are refused with a clear
// error: Kiln's functions hold no properties.
function greet(n: string) { return "hi " + n; }
const g = Object.assign(greet, { lang: "en" }); // expect error: unsupported: 'Object.assign' of a function (a function with properties: Kiln's functions hold none; use an object with a method, or a class)
interface Counter { (): number; count: number } // expect error: unsupported: a call signature in an object type (a callable object with properties: Kiln's functions hold none; use a function type, or an object with a method)
console.log(greet("x"));
