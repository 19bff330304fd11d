// What typed arrays cannot do here: BigInt element types, buffers, growing, mixing with number[].
const f = new BigUint64Array(4); // expect error: unsupported: 'BigUint64Array' (typed arrays of numbers; no BigInt64Array, ArrayBuffer or DataView)
const v = new Uint8Array(new ArrayBuffer(8)); // expect error: unsupported: 'ArrayBuffer'
const w = new Int32Array(16, 4); // expect error: unsupported: 'Int32Array' with more than one argument
const a = new Float64Array(3);
a.push(1); // expect error: Property 'push' does not exist on type 'Float64Array'.
const xs: number[] = a; // expect error: Type 'Float64Array' is not assignable to type 'number[]'.
const b: Int32Array = new Uint8Array(2); // expect error: Type 'Uint8Array' is not assignable to type 'Int32Array'.
const s = new Int32Array(["1"]); // expect error: Type 'string' is not assignable to type 'number'.
const m = a.map((x) => "n" + x); // expect error: Type 'string' is not assignable to type 'number'.
function g(d: BigInt64Array): void {} // expect error: unsupported: type 'BigInt64Array'
a.length = 2; // expect error: Cannot assign to 'length' because it is a read-only property.
console.log(f, v, w, xs, b, s, m, g);
