// Sparse arrays, -0, NaN and special numbers inside nested values.
const sparse: number[] = [];
sparse[3] = 3;
sparse[7] = 7;
console.log(sparse, { sparse });
const allHoles: string[] = new Array(200);
console.log(allHoles, { allHoles });
console.log([-0, 0, +0, -0.0], { z: -0 }, [[-0]]);
console.log([NaN, Infinity, -Infinity, 5e-324, 1.7976931348623157e308, 2 ** 70, 0.1]);
console.log({ int: 42, float: 4.2, exp: 4.2e100, neg: -4.2e-100 });
// Holes at the start and end; a hole between objects.
const objs: { v: number }[] = [];
objs[1] = { v: 1 };
objs[3] = { v: 3 };
objs.length = 5;
console.log(objs);
// Array with 7+ holes and numbers mixed: grouping still applies.
const g: number[] = [1, 2, 3, 4, 5, 6, 7, 8];
g[12] = 12;
console.log(g);
