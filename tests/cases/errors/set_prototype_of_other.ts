// Only the custom-error idiom in a constructor is accepted: a Kiln object keeps its class's prototype.
const proto = { greet() { return "hi"; } };
const o = {};
Object.setPrototypeOf(o, proto); // expect error: unsupported: 'Object.setPrototypeOf' other than
