// NaN, infinities and negative zero, and how they propagate.
const zero: number = 0;
const nan: number = zero / zero;
const inf: number = 1 / zero;
const ninf: number = -1 / zero;
console.log(nan, inf, ninf);
console.log(nan === nan, nan !== nan, nan < 1, nan > 1, nan <= nan);
console.log(inf > 1e308, ninf < -1e308, inf === inf, inf - inf);
console.log(inf * 0, inf / inf, inf + ninf, inf * -1);
const negz: number = -0;
console.log(negz, 0 * -1, -0 + 0, -0 - 0, 0 - 0);
console.log(negz === 0, 1 / negz, 1 / (negz + 0));
console.log(Math.round(-0.4), Math.ceil(-0.5), Math.trunc(-0.9));
console.log(-0 * 5, 0 / -3, -5 % 5, 5 % -5);
console.log(typeof nan, typeof inf);
console.log(nan + 1, nan * 0, nan ** 0, 1 ** nan, (-1) ** inf);
console.log(Number.MAX_VALUE * 2, -Number.MAX_VALUE * 2, Number.MIN_VALUE / 2);
console.log(Number.MIN_VALUE, Number.MAX_VALUE, Number.EPSILON);
console.log(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN);
