const proto = { greet(): string { return "hi"; } };
const o = Object.create(proto); // expect error: unsupported: 'Object.create' with a prototype
console.log(o);
