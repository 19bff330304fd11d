const re = /(\d+)-(\d+)/;
console.log(re.test("a 12-34 b"), re.test("nope"));
const m = re.exec("a 12-34 b");
console.log(m);
if (m) console.log(m[0], m[1], m[2], m.index, m.input);
console.log(/a+/g, [/x/i], String(/a\/b/.source));
const dates = "2024-05-06 and 2023-01-02";
const r2 = /(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/g;
for (const mm of dates.matchAll(r2)) {
  console.log(mm.index, mm[0], mm.groups!.y, mm.groups?.m);
}
console.log(dates.match(/\d+/g));
console.log(dates.replace(/(\d+)-(\d+)/g, "$2/$1"));
console.log(dates.replace(/\d+/g, (x) => `<${x}>`));
console.log("a, b;c  d".split(/[,;\s]+/));
console.log("abc".search(/c/), "Hello World".replace(/o/g, "0"));
const words = "The quick brown fox".match(/\b\w/g);
console.log(words);
console.log("x".match(/y/));
console.log(/^[\w.+-]+@[\w-]+\.[\w.]+$/.test("me@example.com"));
console.log("aaa".replace(/a*?/g, "-"), "abc".split(/(b)/));
let g = /o/g;
console.log(g.lastIndex, g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex);
console.log(new RegExp("a.c", "i").test("ABC"), new RegExp("x/y").source, g.flags, g.global, g.sticky);
console.log(/(?<=\$)\d+/.exec("cost $45")![0], /\d+(?!px)/.exec("12px 34em")![0], /(a)\1/.test("aa"));
