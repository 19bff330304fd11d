// Counts words, vowels and the longest word in a text without arrays.
const text: string = "  Kiln compiles TypeScript   ahead of time into small native binaries  ";
let words: number = 0;
let vowels: number = 0;
let longest: string = "";
let current: string = "";
for (let i = 0; i <= text.length; i++) {
  const ch: string = i < text.length ? text[i] : " ";
  if (ch === " ") {
    if (current.length > 0) {
      words++;
      if (current.length > longest.length) longest = current;
      current = "";
    }
  } else {
    current += ch;
    if ("aeiouAEIOU".includes(ch)) vowels++;
  }
}
console.log("words:", words);
console.log("vowels:", vowels);
console.log("longest:", longest, longest.length);
console.log("chars:", text.length, "trimmed:", text.trim().length);
let capitals: string = "";
for (let i = 0; i < text.length; i++) {
  const code: number = text.charCodeAt(i);
  if (code >= 65 && code <= 90) capitals += text[i];
}
console.log("capitals:", capitals);
