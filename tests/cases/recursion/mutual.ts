// Mutual recursion between top-level functions.
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log(isEven(0), isEven(7), isOdd(7), isEven(5000), isOdd(4999));
// Hofstadter female and male sequences.
function F(n: number): number {
  return n === 0 ? 1 : n - M(F(n - 1));
}
function M(n: number): number {
  return n === 0 ? 0 : n - F(M(n - 1));
}
let fs: string = "";
let ms: string = "";
for (let i = 0; i < 20; i++) {
  fs += F(i) + " ";
  ms += M(i) + " ";
}
console.log(fs.trim());
console.log(ms.trim());
// A recursive-descent evaluator for expressions like "2*(3+4)-5".
let src: string = "";
let pos: number = 0;
function parseExpr(): number {
  let v: number = parseTerm();
  while (pos < src.length && (src[pos] === "+" || src[pos] === "-")) {
    const op: string = src[pos++];
    const r: number = parseTerm();
    v = op === "+" ? v + r : v - r;
  }
  return v;
}
function parseTerm(): number {
  let v: number = parseFactor();
  while (pos < src.length && (src[pos] === "*" || src[pos] === "/")) {
    const op: string = src[pos++];
    const r: number = parseFactor();
    v = op === "*" ? v * r : v / r;
  }
  return v;
}
function parseFactor(): number {
  if (src[pos] === "(") {
    pos++;
    const v: number = parseExpr();
    pos++;
    return v;
  }
  if (src[pos] === "-") {
    pos++;
    return -parseFactor();
  }
  let start: number = pos;
  while (pos < src.length && ((src[pos] >= "0" && src[pos] <= "9") || src[pos] === ".")) pos++;
  return parseFloat(src.slice(start, pos));
}
function evaluate(text: string): number {
  src = text;
  pos = 0;
  return parseExpr();
}
console.log(evaluate("2*(3+4)-5"), evaluate("1/3"), evaluate("-(2+3)*-4"), evaluate("((1))"), evaluate("10/0-1"));
console.log(evaluate("0.1+0.2"), evaluate("2*3*4/5"), evaluate("100-99-1"), evaluate("1+"));
