// Properties of functions (tsc's expando declarations) are refused: Kiln's
// functions hold none.
function tagged(): number { return 1; }
tagged.label = "x"; // expect error: unsupported: property 'label' of function 'tagged'
const counter = () => 1;
counter.count = 0; // expect error: unsupported: property 'count' of function 'counter'
console.log(tagged.label, counter.count);
