// Date has no property 'year'.
const d = new Date(0);
console.log(d.year); // expect error: Property 'year' does not exist on type 'Date'.
