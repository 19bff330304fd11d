// Letter frequencies over a text, computed with one counter per pass.
const text: string = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness";
function countLetter(s: string, letter: string): number {
  let c: number = 0;
  const lower: string = s.toLowerCase();
  for (let i = 0; i < lower.length; i++) if (lower[i] === letter) c++;
  return c;
}
let letters: number = 0;
for (let i = 0; i < text.length; i++) {
  const c: number = text.toLowerCase().charCodeAt(i);
  if (c >= 97 && c <= 122) letters++;
}
console.log("letters:", letters);
let top: string = "";
let topCount: number = 0;
for (let code = 97; code <= 122; code++) {
  const ch: string = String.fromCharCode(code);
  const n: number = countLetter(text, ch);
  if (n > 0) {
    const pct: string = ((n / letters) * 100).toFixed(1);
    console.log(ch, String(n).padStart(3), pct.padStart(5) + "%", "#".repeat(n));
  }
  if (n > topCount) {
    topCount = n;
    top = ch;
  }
}
console.log("most common:", top, topCount);
