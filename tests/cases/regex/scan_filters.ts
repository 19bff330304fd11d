// Where a match may start: case-insensitive first units, single-unit scans, anchors.
const long = "x".repeat(5000) + "needle" + "y".repeat(3000) + "Needle";
console.log(long.search(/needle/), long.search(/NEEDLE/i), (long.match(/needle/gi) ?? []).length);
console.log(long.replace(/n/g, "N").indexOf("Needle"), long.lastIndexOf("Needle"));

// case-insensitive first units outside ASCII, in latin1 and UTF-16 subjects
const words = ["Éclair", "éclair", "ÿes", "Ÿes", "Kelvin", "\u212Aelvin", "ſtop", "Stop", "straße", "STRASSE"];
for (const re of [/é/i, /ÿ/i, /k/i, /k/iu, /s/i, /s/iu, /[é-ë]c/i, /[^a-z]t/i, /ss|ß/i])
  console.log(String(re), words.map((w) => w.search(re)).join(","));

// an anchored pattern never matches past its start, whatever lastIndex says
const anchored = /^b/g;
anchored.lastIndex = 2;
console.log(anchored.test("abcb"), anchored.lastIndex);
const sticky = /b/y;
sticky.lastIndex = 1;
console.log(sticky.test("abcb"), sticky.lastIndex, sticky.test("abcb"), sticky.lastIndex);
console.log("a\nb\nb".replace(/^b/gm, "B"), JSON.stringify("ab\nb".match(/^b/g)));

// many candidates of one unit; a match at the very end; a wide subject
const dna = "acgt".repeat(2000) + "tHaN";
console.log(dna.search(/tHa[Nt]/), dna.replace(/tHa[Nt]/g, "<4>").slice(-8));
const wide = "€".repeat(100) + "zq€Zq";
console.log(wide.search(/zq/), wide.search(/ZQ/i), (wide.match(/z/gi) ?? []).length);
let total = 0;
for (const m of ("GGTA".repeat(300) + "ggtattttaatt").matchAll(/ggtattttaatt|tttaccc/gi)) total += m.index ?? 0;
console.log(total);
