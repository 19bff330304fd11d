// 32-bit string hashes (FNV-1a, djb2) using Math.imul and >>> 0.
function fnv1a(s: string): number {
  let h: number = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
function djb2(s: string): number {
  let h: number = 5381;
  for (let i = 0; i < s.length; i++) {
    h = ((h << 5) + h + s.charCodeAt(i)) | 0;
  }
  return h >>> 0;
}
function hex(n: number): string {
  return n.toString(16).padStart(8, "0");
}
const words: string = "hello,world,,Kiln,TypeScript,日本語,🙂,a much longer string to hash";
let pos: number = 0;
while (pos <= words.length) {
  let comma: number = words.indexOf(",", pos);
  if (comma < 0) comma = words.length;
  const w: string = words.substring(pos, comma);
  console.log(quote(w), hex(fnv1a(w)), hex(djb2(w)), fnv1a(w) | 0);
  pos = comma + 1;
}
function quote(s: string): string {
  return '"' + s + '"';
}
console.log(Math.imul(0xffffffff, 5), Math.imul(3, 4), Math.imul(0x7fffffff, 0x7fffffff));
