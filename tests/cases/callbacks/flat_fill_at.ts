// flat, fill and at.
const nested: number[][] = [[1, 2], [3], [], [4, 5, 6]];
console.log(nested.flat(), nested.length);
const cube: number[][][] = [[[1, 2], [3]], [[4]], []];
console.log(cube.flat(), cube.flat(2), cube.flat().flat());
console.log([[["deep"]]].flat(0), [["a", "b"], ["c"]].flat().join(""));
const words = [["x", "y"], ["z"]].flat();
console.log(words, words.length);

// flat removes holes.
const holey: number[][] = [[1], [2]];
holey[3] = [4];
console.log(holey, holey.flat());

// Objects survive flattening by reference.
const o = { k: 1 };
const arr = [[o], [o, { k: 2 }]].flat();
arr[0].k = 9;
console.log(arr, arr[0] === arr[1]);

// fill with ranges and negative indices.
console.log([1, 2, 3, 4, 5].fill(0), [1, 2, 3, 4, 5].fill(0, 2), [1, 2, 3, 4, 5].fill(0, 1, 3), [1, 2, 3, 4, 5].fill(0, -2));
console.log([1, 2, 3, 4, 5].fill(0, 3, 1), [1, 2, 3, 4, 5].fill(0, -10, -3), ["a", "b"].fill("z"));

// at with positive, negative and out-of-range indices.
const xs = [10, 20, 30];
console.log(xs.at(0), xs.at(2), xs.at(-1), xs.at(-3), xs.at(3), xs.at(-4), xs.at(1.7), xs.at(-0.5));
const objs = [{ n: "first" }, { n: "last" }];
const lastObj = objs.at(-1);
console.log(lastObj === undefined ? "none" : lastObj.n, objs.at(5));
