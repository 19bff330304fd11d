// String.prototype.normalize: the four forms, the default (NFC), and the
// RangeError for an unknown form. Search and comparison code normalizes
// user input before comparing, so that "é" typed as e + U+0301 equals "é".

function codes(s: string): string {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i).toString(16).padStart(4, "0"));
  return out.join(" ");
}

const samples: string[] = [
  "café",              // precomposed é
  "cafe\u0301",        // e + combining acute
  "A\u030A",           // A + ring: Å
  "\u212B",            // ANGSTROM SIGN, a singleton
  "\u1E9B\u0323",      // long s with dot above + dot below
  "ﬁne ﬂour",          // ligatures (compatibility)
  "x\u00B2 + y\u2082", // superscript and subscript digits
  "\uFF21\uFF22\uFF23", // fullwidth ABC
  "한국어",             // Hangul syllables
  "\u1112\u1161\u11AB", // conjoining jamo for 한
  "q\u0307\u0323",     // marks out of canonical order
  "\u0958",            // DEVANAGARI QA, composition-excluded
  "①②③ ½ ™ …",
  "\uD835\uDC00",      // MATHEMATICAL BOLD CAPITAL A (astral)
  "plain ascii",
  "",
];

const forms = ["NFC", "NFD", "NFKC", "NFKD"] as const;
for (const s of samples) {
  const parts: string[] = [];
  for (const f of forms) parts.push(`${f}=[${codes(s.normalize(f))}]`);
  console.log(JSON.stringify(s), parts.join(" "));
}

console.log("default is NFC:", "cafe\u0301".normalize() === "café");
console.log("equal after NFC:", "cafe\u0301".normalize("NFC") === "café".normalize("NFC"));
console.log("lengths:", "cafe\u0301".length, "cafe\u0301".normalize().length, "café".normalize("NFD").length);

// A lookup table keyed by normalized names.
const stock = new Map<string, number>();
function add(name: string, n: number): void {
  const key = name.normalize("NFKC").toLowerCase();
  stock.set(key, (stock.get(key) ?? 0) + n);
}
add("Crème brûlée", 2);
add("Cre\u0300me bru\u0302le\u0301e", 3);
add("ＣＲÈＭＥ BRÛLÉE", 1);
for (const [k, v] of stock) console.log(k, v);

function tryForm(f: string): void {
  try {
    console.log(f, "->", codes("\u00C5".normalize(f)));
  } catch (e) {
    if (e instanceof RangeError) console.log(f, "->", e.name + ":", e.message);
    else throw e;
  }
}
tryForm("NFD");
tryForm("nfd");
tryForm("NFX");
tryForm("");
