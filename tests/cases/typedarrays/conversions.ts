// Converting between typed arrays and ordinary arrays; typed arrays from typed arrays.
const f = new Float64Array([1.9, -1.9, 300.5, -0.5, 70000.25]);
const i32 = new Int32Array(f);
const u8 = new Uint8Array(f);
const back = new Float64Array(u8);
console.log(i32.join(","), u8.join(","), back.join(","));

// Array.from turns a typed array into an ordinary array.
const arr = Array.from(i32);
arr.push(99);
console.log(arr, Array.isArray(arr), arr.length, i32.length);
const strs = Array.from(u8, (b) => b.toString(16).padStart(2, "0"));
console.log(strs.join(""));

// Copying element by element into a larger buffer.
const big = new Float64Array(8);
for (let k = 0; k < f.length; k++) big[k + 2] = f[k];
console.log(big);

// Numbers read back from Int32Array and Uint8Array are ordinary numbers.
const n = i32[2] + u8[2] + 0.5;
console.log(n, typeof i32[0], i32[1] === -1, u8[3] === 0);

// Int32Array holding indices into another array.
const names = ["zero", "one", "two", "three"];
const idx = new Int32Array([3, 1, 0, 2, 1]);
console.log(Array.from(idx, (k) => names[k]).join(" "));

// Growing a typed "vector" by reallocation.
let buf = new Float64Array(2);
let len = 0;
function push(v: number): void {
  if (len === buf.length) {
    const nb = new Float64Array(buf.length * 2);
    for (let k = 0; k < len; k++) nb[k] = buf[k];
    buf = nb;
  }
  buf[len++] = v;
}
for (let k = 1; k <= 9; k++) push(k / 4);
console.log(len, buf.length, buf.subarray(0, len).join(" "));
