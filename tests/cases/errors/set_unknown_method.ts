// A Set has add, not set or get.
const s = new Set<number>();
s.set(1, 2); // expect error: Property 'set' does not exist on type 'Set<number>'.
