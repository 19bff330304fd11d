// Number.prototype.toExponential: shortest digits without an argument, exact rounding (ties up) with one.
const xs = [0, 1, -1, 123.456, 0.000123, 1e21, 5e-324, 1.7976931348623157e308, 2.5, 1.45, 1.55, 12345, -0.5, NaN, Infinity, 0.1 + 0.2];
for (const x of xs) console.log(x.toExponential(), x.toExponential(0), x.toExponential(2), x.toExponential(5), x.toExponential(20));
try { (1).toExponential(101); } catch (e) { console.log(e instanceof RangeError, (e as Error).message); }
console.log(NaN.toExponential(200));
