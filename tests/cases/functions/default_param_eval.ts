// Default parameter expressions are evaluated at each call, left to right.
let seq: number = 0;
function nextSeq(): number {
  seq++;
  return seq;
}
function stamp(label: string, a: number = nextSeq(), b: number = a * 10 + nextSeq()): string {
  return `${label}:${a},${b}`;
}
console.log(stamp("x"));
console.log(stamp("y"));
console.log(stamp("z", 7));
console.log(stamp("w", 7, 8));
console.log(stamp("v", undefined, 1));
console.log("seq:", seq);
let prefix: string = ">";
function tag(s: string, p: string = prefix): string {
  return p + s;
}
console.log(tag("a"));
prefix = ">>";
console.log(tag("b"), tag("c", "#"));
function range(from: number, to: number = from + 5, step: number = to > from ? 1 : -1): string {
  let out: string = "";
  for (let i = from; step > 0 ? i < to : i > to; i += step) out += i + " ";
  return out.trimEnd();
}
console.log(range(0), "|", range(3, 0), "|", range(0, 10, 3), "|", range(5, 5));
