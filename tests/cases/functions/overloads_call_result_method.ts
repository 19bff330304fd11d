// A method called on the result of an overloaded function whose
// implementation returns any (h("a").toUpperCase()) was refused as 'a method
// call on this value': the call has the chosen signature's result type, so
// it is checked as a method call on that type; a signature returning any
// keeps the any path.
function h(x: string): string;
function h(x: number): number;
function h(x: any): any { return x; }
console.log(h("a").toUpperCase(), h(2).toFixed(1), h("bc").split(""));
function first<T>(xs: T[]): T;
function first(xs: any[]): any { return xs[0]; }
console.log(first(["q", "r"]).repeat(2), first([[1, 2]]).length, first([1.5]).toFixed(0));
function p(x: string): any;
function p(x: any): any { return { n: x.length }; }
console.log(p("abc").n + 1);
