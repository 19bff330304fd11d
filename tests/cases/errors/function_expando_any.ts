// A property written on a function through `as any` was dropped (the read
// gave undefined where Node prints "x"): it is refused at compile time.
function f(): number { return 1; }
(f as any).label = "x"; // expect error: unsupported: a property written on a function
console.log((f as any).label);
