const levels: number[][][] = [[[1], [2]], [[3]]];
const depth = levels.length;
console.log(levels.flat(depth)); // expect error: unsupported: flat with a depth that is not a literal number or Infinity
