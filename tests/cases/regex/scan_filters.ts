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

// patterns that begin with a literal: found by a search for the literal
const text = "aaab aab ab " + "-".repeat(1000) + "GET /a HTTP/1.1\nGET /b/c HTTP/1.0\nPOST /x";
console.log(text.search(/aab/), (text.match(/aab/g) ?? []).length, text.search(/ab /), text.search(/b a/));
console.log([...text.matchAll(/GET (\S+) HTTP\/(1\.\d)/g)].map((m) => `${m.index}:${m[1]}:${m[2]}`).join(" "));
console.log(text.replace(/--+/, "~").slice(0, 20), text.split(/HTTP\/1\.[01]\n?/).length, /POST \/y/.test(text));
const prefixed = /ab(c|d)/g;
prefixed.lastIndex = 3;
console.log(prefixed.exec("abcabdab")?.index, prefixed.lastIndex, prefixed.exec("abcabdab"), prefixed.lastIndex);
console.log("€ab€abc".search(/abc/), "€abab".replace(/ab/g, "X"), "x\u0100y".search(/x\u0100/));

// the pair of units a match begins with: alternations, optional second units, the last position
const dna2 = "acgtTGCAggtaCCaNDwaSHaS".repeat(3) + "xa";
for (const re of [/agggtaaa|tttaccct/gi, /aND|caN|Ha[DS]|WaS/g, /a[NSt]|BY/g, /g(?=t)|T(?!G)/g, /ab?|x/g, /a|bc/g,
  /[ag][^c]/gi, /c(a|$)/g, /a(?:C|c)c|HaS/gi, /t\b|\bx/g])
  console.log(String(re), JSON.stringify([...dna2.matchAll(re)].map((m) => `${m.index}${m[0]}`)));
console.log("Éa éb".replace(/[é]b/gi, "#"), "xÿz ŸZ".match(/ÿz/gi), "€a".search(/€a|b/));
