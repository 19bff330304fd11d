// Only strings and numbers index a dictionary.
const d: Record<string, number> = {};
const k = true;
d[k] = 1; // expect error: cannot be used as an index type.
console.log(d);
