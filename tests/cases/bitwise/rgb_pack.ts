// Packs and unpacks RGBA colors in a 32-bit integer.
function pack(r: number, g: number, b: number, a: number): number {
  return ((r & 255) << 24 | (g & 255) << 16 | (b & 255) << 8 | (a & 255)) >>> 0;
}
function channel(c: number, shift: number): number {
  return (c >>> shift) & 0xff;
}
function hex(c: number): string {
  return "#" + c.toString(16).toUpperCase().padStart(8, "0");
}
const colors: number = 5;
for (let i = 0; i < colors; i++) {
  const c: number = pack(i * 60, 255 - i * 50, (i * 97) % 256, 128 + i);
  console.log(hex(c), c, c | 0, channel(c, 24), channel(c, 16), channel(c, 8), channel(c, 0));
}
const white: number = pack(255, 255, 255, 255);
console.log(white, white | 0, ~white, ~white >>> 0);
const blended: number = pack(300, -1, 256, 511);
console.log(hex(blended));
