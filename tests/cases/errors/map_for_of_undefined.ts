// A Map that may be undefined cannot be iterated.
const groups = new Map<string, Map<string, number>>();
const inner = groups.get("a");
for (const [k, v] of inner) console.log(k, v); // expect error: 'inner' is possibly 'undefined'.
