// Maps have no array methods.
const m = new Map<string, number>([["a", 1]]);
m.push(2); // expect error: Property 'push' does not exist on type 'Map<string, number>'.
