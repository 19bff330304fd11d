// Number format options Kiln does not implement are rejected.
const big = 1234567;
console.log(big.toLocaleString("en-US", { notation: "compact" })); // expect error: unsupported: the number format option 'notation'
