// Digit manipulations: reversal, palindromes, Armstrong numbers, digital roots.
function reverseNum(n: number): number {
  let r: number = 0;
  while (n > 0) {
    r = r * 10 + (n % 10);
    n = Math.floor(n / 10);
  }
  return r;
}
function digitCount(n: number): number {
  return n === 0 ? 1 : Math.floor(Math.log10(n)) + 1;
}
function isArmstrong(n: number): boolean {
  const k: number = String(n).length;
  let s: number = 0;
  let m: number = n;
  while (m > 0) {
    s += (m % 10) ** k;
    m = Math.floor(m / 10);
  }
  return s === n;
}
let arm: string = "";
for (let n = 1; n < 100000; n++) if (isArmstrong(n)) arm += n + " ";
console.log("armstrong:", arm.trim());
let pals: number = 0;
for (let n = 1; n < 100000; n++) if (reverseNum(n) === n) pals++;
console.log("palindromes below 100000:", pals);
console.log(reverseNum(123456789), reverseNum(1000), reverseNum(9007199254740991));
console.log(digitCount(0), digitCount(9), digitCount(10), digitCount(999999), digitCount(1000000));
function digitalRoot(n: number): number {
  while (n >= 10) {
    let s: number = 0;
    for (let m = n; m > 0; m = Math.floor(m / 10)) s += m % 10;
    n = s;
  }
  return n;
}
console.log(digitalRoot(0), digitalRoot(38), digitalRoot(123456789), digitalRoot(2 ** 40));
let n196: number = 196;
for (let i = 0; i < 30; i++) n196 += reverseNum(n196);
console.log("196 after 30 reverse-adds:", n196, Number.isSafeInteger(n196));
