// Classes are not in the first slice of Kiln.
class Counter { count: number = 0; } // expect error: unsupported: class
console.log("unreachable");
