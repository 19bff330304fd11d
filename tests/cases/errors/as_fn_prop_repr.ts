// An object whose functions return unknown, cast to a type whose functions return a
// string, would be called in the wrong representation: refused instead of crashing.
const out: Record<string, () => unknown> = {};
out["getName"] = () => "kiln";
const g = out as { getName: () => string }; // expect error: unsupported: casting 'Record<string, () => unknown>' to '{ getName: () => string; }': its property 'getName' holds a function of another representation ('() => unknown')
console.log(g.getName());
