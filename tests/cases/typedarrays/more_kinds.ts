// Uint32Array, Int8Array, Int16Array, Uint16Array, Float32Array and
// Uint8ClampedArray: each store converts as the spec says, printing as Node.
const u32 = new Uint32Array(4);
u32[0] = -1;
u32[1] = 4294967297;
u32[2] = 3e9;
u32[3] = -2147483649.7;
console.log(u32, u32[0], u32[2] > 2147483647);

const i8 = new Int8Array([127, 128, -129, 255.9, -0.5, NaN, Infinity]);
console.log(i8);
const i16 = new Int16Array(3);
i16[0] = 40000;
i16[1] = -32769;
i16[2] = 1e10;
console.log(i16);
const u16 = new Uint16Array([70000, -1, 65535.99]);
console.log(u16, u16.map((x) => x * 2));

const f32 = new Float32Array([1.1, 0.1, 1e40, -0, 16777217]);
console.log(f32, f32[0], f32[0] === Math.fround(1.1), f32[4]);
f32[1] = 1 / 3;
console.log(f32[1], f32[1] === 1 / 3);

const clamp = new Uint8ClampedArray([300, -5, 1.5, 2.5, 0.5, 254.5, NaN, 3.7]);
console.log(clamp);
for (let i = 0; i < clamp.length; i++) clamp[i] = i * 63.75 - 10;
console.log(clamp);

// Stores in a loop (the open-coded path) against stores through the runtime.
const wide = [0, 1.5, -1.5, 2147483648, 4294967296 + 5, -4294967301, 1e19, -0, NaN, 0.49999999999999994];
const a1 = new Int8Array(wide.length), a2 = new Uint16Array(wide.length), a3 = new Uint32Array(wide.length);
const a4 = new Float32Array(wide.length), a5 = new Uint8ClampedArray(wide.length), a6 = new Int16Array(wide.length);
for (let i = 0; i < wide.length; i++) {
  a1[i] = wide[i];
  a2[i] = wide[i];
  a3[i] = wide[i];
  a4[i] = wide[i];
  a5[i] = wide[i];
  a6[i] = wide[i];
}
console.log(a1, a2, a3, a4, a5, a6);
console.log(new Int8Array(wide), new Uint32Array(wide), new Uint8ClampedArray(wide));

// Methods shared with the other typed arrays.
console.log(f32.slice().sort(), new Int8Array([5, -3, 0, -128]).sort(), new Uint32Array([4e9, 1, 2e9]).sort());
console.log(u16.slice(1), i16.subarray(1), u32.indexOf(1), i8.includes(-128), clamp.join("-"));
const target = new Int16Array(4);
target.set(new Uint8Array([255, 1]), 1);
target.set([70000], 3);
console.log(target, target.reverse(), target.fill(-7, 2));
console.log(JSON.stringify(f32.subarray(0, 2)), u32 instanceof Uint32Array, i8 instanceof Uint32Array);
let sum = 0;
for (const x of i8) sum += x;
console.log(sum, Array.from(u16), [...u32], u32.reduce((p, x) => p + x, 0));
console.log(new Uint16Array(200));
console.log(String(new Float32Array([0.5, 2.25])), `${new Int8Array([-1, 1])}`);
