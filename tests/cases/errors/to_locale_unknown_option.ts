// Number format options Kiln does not implement are rejected.
const big = 1234567;
console.log(big.toLocaleString("en-US", { roundingMode: "floor" })); // expect error: unsupported: the number format option 'roundingMode'
