// Buffer.from of a union of the accepted sources (string | Buffer | number[]) picks the conversion at run time.
type Chunk = string | Buffer | Uint8Array;

function toBuffer(x: Chunk): Buffer {
  return Buffer.from(x);
}
function size(x: string | number[]): number {
  return Buffer.from(x).length;
}
function label(kind: 'ok' | 'fail' | Buffer): string {
  return Buffer.from(kind).toString('hex');
}
const parts: Chunk[] = ['héllo', Buffer.from([0x20, 0x77]), new Uint8Array([111, 114, 108, 100])];
const all = Buffer.concat(parts.map(toBuffer));
console.log(all.toString(), all.length, all);
console.log(size('abc'), size([1, 2, 3, 4]), label('ok'), label(Buffer.from('zz')));
const copy = toBuffer(all);
copy[0] = 72;
console.log(copy.toString('utf8'), all.toString('utf8'));
