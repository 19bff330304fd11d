const proto = { greet(): string { return "hi"; } };
const o = Object.create(proto); // expect error: unsupported: 'Object.create' other than Object.create(null)
console.log(o);
