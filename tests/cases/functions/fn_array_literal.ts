// An array literal of functions takes the function type that the others fit
// (tsc's subtype reduction), not unknown[]: its elements can be called.
function trim(s: string): string { return s.trim(); }
function upper(s: string): string { return s.toUpperCase(); }
const exclaim = (s: string) => s + "!";
const steps = [trim, upper, exclaim];
console.log(steps.reduce((acc, f) => f(acc), "  hello  "));
console.log(steps.map(f => f.name));
const rounders = [Math.floor, Math.ceil, Math.round, Math.trunc];
console.log(rounders.map(f => f(-2.5)), rounders.map(f => f.name));
// one takes fewer parameters: the element type is the two-parameter one
const ops = [(a: number, b: number) => a + b, (a: number) => a * 10];
console.log(ops.map(op => op(3, 4)));
const handlers = [() => "zero", function named() { return "one"; }];
for (const h of handlers) console.log(h(), h.name);
console.log(steps, rounders);
