// if / else if / else chains and truthiness of numbers and strings in conditions.
function classify(n: number): string {
  if (n !== n) {
    return "nan";
  } else if (n < 0) {
    return "negative";
  } else if (n === 0) {
    return 1 / n < 0 ? "negative zero" : "zero";
  } else if (n < 10) {
    return "small";
  } else {
    return "large";
  }
}
console.log(classify(-5), classify(-0), classify(0), classify(3), classify(99), classify(NaN));
function truthy(label: string, v: boolean): void {
  console.log(label, v ? "truthy" : "falsy");
}
const zero: number = 0;
const str: string = "";
truthy("0", !!zero);
truthy("-0", !!-zero);
truthy("NaN", !!(zero / zero));
truthy("1", !!(zero + 1));
truthy("''", !!str);
truthy("' '", !!(str + " "));
truthy("'0'", !!(str + "0"));
truthy("'false'", !!(str + "false"));
let x: number = 7;
if (x) console.log("x is truthy");
if (str) console.log("never"); else console.log("empty string is falsy");
if (x > 5) if (x > 10) console.log("big"); else console.log("dangling else binds inner");
