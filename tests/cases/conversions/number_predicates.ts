// isNaN / isFinite and the Number.is* predicates and constants.
function row(x: number): void {
  console.log(x, isNaN(x), isFinite(x), Number.isNaN(x), Number.isFinite(x), Number.isInteger(x), Number.isSafeInteger(x));
}
row(0);
row(-0);
row(1.5);
row(-7);
row(NaN);
row(Infinity);
row(-Infinity);
row(2 ** 53);
row(2 ** 53 - 1);
row(-(2 ** 53 - 1));
row(1e300);
row(5e-324);
row(Number.MAX_SAFE_INTEGER);
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE);
console.log(Number.EPSILON, 1 + Number.EPSILON > 1, 1 + Number.EPSILON / 2 > 1);
console.log(Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2);
console.log(Number.POSITIVE_INFINITY === Infinity, Number.NEGATIVE_INFINITY === -Infinity);
