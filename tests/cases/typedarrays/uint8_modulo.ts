// Uint8Array stores values modulo 256 (after truncation toward zero).
const a = new Uint8Array(10);
a[0] = 255;
a[1] = 256;
a[2] = 257;
a[3] = -1;
a[4] = -256;
a[5] = 300;
a[6] = 1.7;
a[7] = -1.7;
a[8] = NaN;
a[9] = 1000000;
console.log(a.join(" "));
console.log(a);

// Increment and decrement wrap around.
const b = new Uint8Array(2);
b[0] = 255;
b[0]++;
b[1]--;
console.log(b[0], b[1]);
b[1] += 10;
console.log(b[1]);

// Byte sums wrap; a checksum computed over a byte buffer.
const bytes = new Uint8Array(64);
for (let i = 0; i < bytes.length; i++) bytes[i] = i * 37 + 11;
const sum8 = new Uint8Array(1);
let total = 0;
for (let i = 0; i < bytes.length; i++) {
  sum8[0] += bytes[i];
  total += bytes[i];
}
console.log(sum8[0], total, total % 256);
console.log(bytes.slice(0, 8));

// Encoding ASCII text into bytes and back.
const text = "Hello, Kiln!";
const enc = new Uint8Array(text.length);
for (let i = 0; i < text.length; i++) enc[i] = text.charCodeAt(i);
let dec = "";
for (let i = 0; i < enc.length; i++) dec += String.fromCharCode(enc[i] ^ 32);
console.log(enc.join(","), dec);

// Constructed from an array: the same conversion.
console.log(new Uint8Array([-2, 258, 3.99, 512, 127.5]));
