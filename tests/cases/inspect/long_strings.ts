// Long multi-line strings inside objects are split at newlines and joined with +.
const text = "first line of a long multi-line string value\nsecond line that is also quite long\nthird";
console.log({ text });
console.log([text]);
console.log({ nested: { text } });
// A long string without newlines is kept whole.
console.log({ long: "x".repeat(100) });
// A short multi-line string stays on one line.
console.log({ short: "a\nb" });
// A string of exactly 16 characters with a newline.
console.log({ s: "0123456\n89abcdef" }, { s: "0123456\n89abcdefg".repeat(5) });
// Top level: raw.
console.log(text);
