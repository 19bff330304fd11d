// localeCompare in Node's order (ICU root collation) for ASCII and Latin letters: punctuation,
// digits, letters; accents before case; expansions (æ, ß); sorting names.
const chars: string[] = [];
for (let c = 32; c < 127; c++) chars.push(String.fromCharCode(c));
chars.push("\t", "\n");
console.log(JSON.stringify(chars.sort((a, b) => a.localeCompare(b)).join("")));
const acc = ["e", "é", "è", "ê", "ë", "ē", "ĕ", "ė", "ę", "ě", "E", "É", "a", "á", "à", "â", "ä", "ã", "å", "æ", "ç", "c", "ñ", "n", "o", "ö", "ø", "ß", "ss", "ü", "u", "ł", "l", "Ł", "ő", "ō", "ŏ", "ţ", "t", "ž", "z", "Ž", "ź", "ż"];
console.log(acc.sort((a, b) => a.localeCompare(b)).join(" "));
console.log(["a-b", "ab", "a b", "a_b", "aB", "Ab", "AB", "ab1", "ab10", "ab2"].sort((a, b) => a.localeCompare(b)).join("|"));
const names = ["Zoë", "zoe", "Émile", "emile", "Ångström", "Aaron", "aaron", "Ørsted", "Oscar", "müller", "Muller", "Mueller", "O'Brien", "o brien", "van der Berg", "Van Dyke", "straße", "strasse", "Straße", "Łukasz", "Lukas", "Ñoño", "Nono", "ábc", "abc", "Abc", "ABC", "", " ", "1abc", "10abc", "2abc"];
console.log(names.slice().sort((a, b) => a.localeCompare(b)).join(" | "));
let s = 0;
for (const a of names) for (const b of names) s = s * 3 + a.localeCompare(b) + 1, s %= 1000000007;
console.log(s, "a".localeCompare("a"), "a".localeCompare("b"), "b".localeCompare("a"), "résumé".localeCompare("resume"), "日本".localeCompare("中国"), "a".localeCompare("日"));
