// Corner cases of the ECMAScript matching semantics (captures in loops, lookarounds, backreferences).
const cases: string[][] = [["(a|ab)(c|bcd)(d*)", "abcd"], ["((a)|b)+", "ab"], ["(z)((a+)?(b+)?(c))*", "zaacbbbcac"], ["(?<=(\\d+)(\\d+))$", "1053"], ["(?<!\\$)\\b\\d+", "$10 20"], ["(a*)*b", "aaab"], ["(a*?)+?$", "aaaa"], ["(?:)*", ""], ["(?=(a+))a*b\\1", "aaab"], ["(?!(a)b)\\1", "ab"], ["[^]*?x", "yyx"], ["(?<=a(?=b)c)", "abc"], ["(\\2)(\\1)", "aa"], ["\\k<n>(?<n>a)", "aa"], ["((((((((((a))))))))))\\10", "aaaaaaaaaaaa"], ["a{0,3}?b{2,}", "aab"], ["(?:a|b)*?c", "ababc"], ["\\B\\b", "ab"], ["(?<=(?<!x)y)z", "yz"], ["^(?:(a)|b)*\\1$", "aba"], ["(a)|\\1b", "ab"], ["(?<a>.)(?<b>.)\\k<b>\\k<a>", "abba"], ["(|a)+", "aaa"], ["(a|)+b", "aab"], ["(?:a+|b+)*c", "aabbaabbcc"], ["(?<=\\b\\w+) \\w", "foo bar baz"], ["(?<=(a|b)+)c", "abac"], ["^(?:a?){5}a{5}$", "aaaaa"], ["(?=(\\w+))\\1:", "abc:"], ["([a-c]+?)(b*)$", "abcbb"], ["(?:(?=(a))a)*", "aaa"]];
for (const [p, s] of cases) {
  for (const f of ["", "i", "y", "gu"]) {
    const re = new RegExp(p, f);
    const m = re.exec(s);
    console.log(`/${p}/${f}`, JSON.stringify(s), m ? JSON.stringify([...m]) + " @" + m.index : "null", re.lastIndex);
  }
}
console.log("aBcAbC".replace(/(?<x>b)(c)/gi, "[$2$1$<x>]"), "x".replace(/x/, "$0$1$<y>$"), "abc".replace(/(?<n>b)/, "<$<n>|$<m>>"));
console.log("a-b_c d".split(/([-_])|\s/), "test".split(/(?=s)/), "abc".split(/b/, 1), "abc".split(/(?:)/, 2));
