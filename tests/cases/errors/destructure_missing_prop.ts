// A property the type does not have.
interface P { x: number; y: number }
const p: P = { x: 1, y: 2 };
const { x, z } = p; // expect error: Property 'z' does not exist on type 'P'.
console.log(x, z);
