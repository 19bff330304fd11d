// CRC-32 (IEEE) computed bit by bit, checked against well-known values.
function crc32(s: string): number {
  let crc: number = 0xffffffff;
  for (let i = 0; i < s.length; i++) {
    crc ^= s.charCodeAt(i) & 0xff;
    for (let k = 0; k < 8; k++) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function hex(n: number): string {
  return n.toString(16).padStart(8, "0");
}
console.log(hex(crc32("")), hex(crc32("a")), hex(crc32("123456789")));
console.log(hex(crc32("The quick brown fox jumps over the lazy dog")), crc32("The quick brown fox jumps over the lazy dog"));
let data: string = "";
for (let i = 0; i < 4096; i++) data += String.fromCharCode((i * 131) & 0xff);
console.log(data.length, hex(crc32(data)), crc32(data) | 0);
let acc: number = 0;
for (let i = 0; i < 1000; i++) acc = (acc + crc32(String(i))) >>> 0;
console.log("sum of crc32(0..999) mod 2^32:", acc);
