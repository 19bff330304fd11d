// Roman numerals: encoding and decoding with switch and string building.
function toRoman(n: number): string {
  let out: string = "";
  const values: string = "1000,900,500,400,100,90,50,40,10,9,5,4,1";
  const symbols: string = "M CM D CD C XC L XL X IX V IV I";
  let vi: number = 0;
  let si: number = 0;
  while (n > 0) {
    let ve: number = values.indexOf(",", vi);
    if (ve < 0) ve = values.length;
    let se: number = symbols.indexOf(" ", si);
    if (se < 0) se = symbols.length;
    const v: number = Number(values.slice(vi, ve));
    if (n >= v) {
      out += symbols.slice(si, se);
      n -= v;
    } else {
      vi = ve + 1;
      si = se + 1;
    }
  }
  return out;
}
function value(c: string): number {
  switch (c) {
    case "I": return 1;
    case "V": return 5;
    case "X": return 10;
    case "L": return 50;
    case "C": return 100;
    case "D": return 500;
    case "M": return 1000;
    default: return 0;
  }
}
function fromRoman(s: string): number {
  let total: number = 0;
  for (let i = 0; i < s.length; i++) {
    const v: number = value(s[i]);
    total += i + 1 < s.length && value(s[i + 1]) > v ? -v : v;
  }
  return total;
}
let bad: number = 0;
for (let n = 1; n < 4000; n++) if (fromRoman(toRoman(n)) !== n) bad++;
console.log("round-trip failures:", bad);
console.log(toRoman(1994), toRoman(2024), toRoman(3999), toRoman(444), toRoman(0) === "");
console.log(fromRoman("MCMXCIV"), fromRoman("MMXXIV"), fromRoman("IIII"), fromRoman(""));
