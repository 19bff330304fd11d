// split with a pattern: empty matches, captures, limits, lookarounds and
// surrogate pairs with u, found by one search per piece.
const res: RegExp[] = [/(?:)/u, /(?:)/, /x*/, /(x)?/, /(?=b)/, /\b/, /(,)\s*/, /$/, /^/m, /./u, /[\uDC00]/u, /\s+/, /a|/, /(?<=a)/, /(?<!a)/, /z/y];
const ss = ["", "abc", "a,b, c", "😀😁x", "\uD83D\uDE00\uDE00", "aaa bbb", "x\nyy\nz", "abab", "xxyxx", "  lead trail  "];
for (const re of res) for (const s of ss) {
  console.log(re.source, JSON.stringify(s), JSON.stringify(s.split(re)), JSON.stringify(s.split(re, 2)));
}
