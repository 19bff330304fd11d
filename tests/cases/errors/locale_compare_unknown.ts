const words = ["ö", "z"];
words.sort((a, b) => a.localeCompare(b, "sv")); // expect error: unsupported: the collation of locale 'sv'
const sens: "base" | "accent" = Math.random() > 2 ? "base" : "accent";
console.log("a".localeCompare("b", "en", { sensitivity: sens })); // expect error: unsupported: a collator option 'sensitivity' that is not a literal
console.log("a".localeCompare("b", "en", { ignorePunctuation: true })); // expect error: unsupported: the collator option 'ignorePunctuation'
