// Where a match can start: the scan skips positions whose first unit no
// path of the pattern can read (classes, alternatives, optional prefixes,
// lookarounds, ^ with and without m, surrogate pairs with u, sticky).
const pats: RegExp[] = [
  /\s(1\d{3})ms$/, /[.,]/g, /\s+/, /^abc/, /^abc/m, /b|c/g, /(?:x|)y/, /a*b/, /a*/g, /a+?b/, /(?=b)\w/g,
  /(?<=a)b/g, /(?<!a)b/g, /(?!a)\w/g, /\bfoo\b/g, /[^a-z]/g, /[\u0100-\u0200]/g, /\u00e9+/g, /caf\u00e9/,
  /[a-c]{2,3}/g, /(a|bc|)d/g, /x?y/g, /\d{3}/g, /\D+/g, /[\uD800-\uDBFF]/g, /[^\uDC00]/gu, /\uDC00/g, /\uDC00/gu,
  /./gu, /[😀-😂]/gu, /😀/g, /^/gm, /$/g, /(?:)/g, /q/y, /[xyz]/gi, /ABC/i, /\k<n>(?<n>a)/, /(a)\1/g,
  /(?:ab){2}/g, /(?:a|b){0,2}c/g, /[\s\S]/g, /é|e/g, /z$/, /^(\d+)-(\d+)$/,
];
const subjects = [
  "abc", "xabc\nabc", "1.2,3", "  a  b\tc\n", "GET /x 1234ms", "GET /x 2234ms", "aab aaab b", "xyz y xy",
  "foo food foo.", "café cafe CAFÉ", "\u0100\u0150z", "😀😁x\uDC00y\uD800", "ab\uD83D\uDE00\uDC00", "", "bcd dd d",
  "123-456", "12-x", "ababab abab", "ABCabc", "aa a", "QqQ", "zz z",
];
const out: string[] = [];
for (const re of pats) {
  for (const s of subjects) {
    re.lastIndex = 0;
    const r: string[] = [];
    if (re.global || re.sticky) {
      let m: RegExpExecArray | null;
      let guard = 0;
      while ((m = re.exec(s)) !== null && guard++ < 50) {
        r.push(m.index + ":" + JSON.stringify(m[0]) + (m.length > 1 ? JSON.stringify(m.slice(1)) : ""));
        if (m[0].length === 0) re.lastIndex++;
      }
    } else {
      const m = re.exec(s);
      r.push(m ? m.index + ":" + JSON.stringify(m[0]) : "null");
    }
    out.push(re.source + " " + JSON.stringify(s) + " " + r.join(" "));
  }
}
for (const re of pats) {
  out.push(JSON.stringify("a.b, c  d\te".split(re)));
  out.push("a.b, c  d\te 1999ms".replace(re, "<$&>"));
  out.push(String(re.test("xx 1000ms")));
}
console.log(out.join("\n"));
