// Strings inside objects and arrays are quoted; the quote character adapts.
console.log(["plain", "it's", 'say "hi"', "both ' and \"", "all ' \" `", "back`tick"]);
console.log({ a: "it's", b: 'say "hi"', c: "both ' and \"", d: "all ' \" `" });
// Escapes: newlines, tabs, backslashes, control characters.
console.log(["line1\nline2", "tab\t", "back\\slash", "nul\u0000", "bell\u0007", "esc\u001b", "del\u007f"]);
console.log(["\r\n", "\b\f\v", "\u0085", "\u2028"]);
// Unicode is printed as is.
console.log(["héllo", "日本語", "emoji \u{1F600}", "ZWJ \u200d"]);
// Top-level strings are printed raw, without quotes.
console.log("it's", 'say "hi"', "tab\there");
// Empty strings and strings that look like numbers.
console.log(["", "0", "-1", "NaN", "null", "undefined", "true"]);
// Lone surrogates are escaped.
console.log(["\ud800", "a\udc00b"]);
