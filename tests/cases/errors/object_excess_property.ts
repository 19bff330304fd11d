// An object literal checked against an interface may not add properties.
interface P { x: number; y: number }
const p: P = { x: 1, y: 2, z: 3 }; // expect error: Object literal may only specify known properties, and 'z' does not exist in type 'P'.
console.log(p.x);
