// structuredClone gives plain objects: a class with methods would lose them
// (its static type would lie), and functions cannot be cloned at all.
class Counter { n = 0; inc() { this.n++; } }
const c = structuredClone(new Counter()); // expect error: unsupported: structuredClone of a value of type 'Counter' (it holds an instance of a class with methods or accessors)
const f = structuredClone({ run: () => 1 }); // expect error: unsupported: structuredClone of a value of type '{ run: () => number; }' (it holds a function)
console.log(c, f);
