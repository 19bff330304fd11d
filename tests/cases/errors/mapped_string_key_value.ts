// A mapped type over string keys whose value depends on the key is not supported.
type Tagged = { [K in string]: { key: K } }; // expect error: unsupported: a mapped type over 'string' whose value type depends on its key 'K'
const t: Tagged = {};
console.log(t);
