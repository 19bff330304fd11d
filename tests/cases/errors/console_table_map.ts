const m = new Map<string, number>([["a", 1]]);
console.table(m); // expect error: unsupported: console.table of a 'Map<string, number>'
