// BigInt64Array holds bigints, which Kiln does not have.
const hashes = new BigInt64Array(4); // expect error: unsupported: 'BigInt64Array'
console.log(hashes);
