const secret = Symbol("secret");
const o = { [secret]: 42, visible: 1 }; // expect error: unsupported: symbols as property keys
console.log(o);
