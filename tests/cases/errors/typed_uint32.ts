// Uint32Array (and the other element kinds beyond Float64Array, Int32Array
// and Uint8Array) is not supported yet.
const hashes = new Uint32Array(4); // expect error: unsupported: 'Uint32Array'
hashes[0] = 0xdeadbeef;
console.log(hashes);
