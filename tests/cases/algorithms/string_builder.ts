// Builds large strings incrementally: run-length encoding and a number spiral.
function rle(s: string): string {
  let out: string = "";
  let i: number = 0;
  while (i < s.length) {
    let j: number = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += (j - i > 1 ? String(j - i) : "") + s[i];
    i = j;
  }
  return out;
}
function unrle(s: string): string {
  let out: string = "";
  let count: number = 0;
  for (let i = 0; i < s.length; i++) {
    const c: number = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      count = count * 10 + (c - 48);
    } else {
      out += s[i].repeat(count === 0 ? 1 : count);
      count = 0;
    }
  }
  return out;
}
const samples: string = "aaabccddddde|abc||zzzzzzzzzzzz|日日日本🙂";
let from: number = 0;
while (from <= samples.length) {
  let bar: number = samples.indexOf("|", from);
  if (bar < 0) bar = samples.length;
  const s: string = samples.slice(from, bar);
  const enc: string = rle(s);
  console.log(`"${s}" -> "${enc}" -> ${unrle(enc) === s}`);
  from = bar + 1;
}
let big: string = "";
for (let i = 0; i < 20000; i++) big += i % 3 === 0 ? "x" : "y";
const enc: string = rle(big);
console.log(big.length, enc.length, enc.slice(0, 24), unrle(enc) === big);
