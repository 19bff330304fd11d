// for...in into an existing variable is not supported yet.
let k = "";
const o = { a: 1 };
for (k in o) console.log(k); // expect error: unsupported: for-in without a let/const declaration of one name
