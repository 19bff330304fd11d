const nested: number[][] = [[1]];
const inner: number[] = [2];
console.log(nested.concat(inner)); // expect error: unsupported: concat with an argument that may be an element or an array of elements
