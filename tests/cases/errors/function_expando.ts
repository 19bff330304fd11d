// TypeScript's expando properties on a function declaration (f.count = 0) are refused clearly: Kiln's functions hold no properties.
function tick(): number { return 1; }
tick.count = 0; // expect error: unsupported: property 'count' of function 'tick' (Kiln's functions hold no properties
console.log(tick.count, tick()); // expect error: unsupported: property 'count' of function 'tick'
function tock(): number { return 2; }
console.log(tock.size); // expect error: Property 'size' does not exist on type '() => number'.
