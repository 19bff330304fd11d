// A tiny tokenizer: splits an expression into numbers, names and symbols.
function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}
function isAlpha(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
}
function tokenize(src: string): string {
  let out: string = "";
  let i: number = 0;
  let count: number = 0;
  while (i < src.length) {
    const c: string = src[i];
    if (c === " " || c === "\t") {
      i++;
      continue;
    }
    let start: number = i;
    let kind: string;
    if (isDigit(c)) {
      while (i < src.length && (isDigit(src[i]) || src[i] === ".")) i++;
      kind = "num";
    } else if (isAlpha(c)) {
      while (i < src.length && (isAlpha(src[i]) || isDigit(src[i]))) i++;
      kind = "id";
    } else if ((c === "=" || c === "!" || c === "<" || c === ">") && src[i + 1] === "=") {
      i += 2;
      kind = "op";
    } else {
      i++;
      kind = "sym";
    }
    out += `${kind}(${src.slice(start, i)}) `;
    count++;
  }
  return count + ": " + out.trimEnd();
}
console.log(tokenize("x1 = 3.14 * (radius_2 + 10)"));
console.log(tokenize("if a<=b then c!=d"));
console.log(tokenize(""));
console.log(tokenize("   \t  "));
console.log(tokenize("日本 + 1"));
