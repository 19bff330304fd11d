// Compound assignment and ++/-- on properties and elements of an any (a
// parsed JSON document used as a tally): += (numbers add, strings concatenate),
// the other arithmetic and bitwise operators, &&= ||= ??= (storing only when
// the read does not decide), and the object and key evaluated once.
const doc = JSON.parse('{"meta":{"page":1,"title":"Report"},"counts":{"the":0,"cat":0,"and":0,"hat":0},"list":[1,2,"3"],"flags":{"on":true,"off":0}}');
doc.meta.page += 1;
doc.meta.page *= 10;
doc.meta.page **= 2;
doc.meta.page %= 7;
doc.meta.title += " (draft)";
doc.list[0] += 100;
doc.list[2] += 1;
doc.list[1] -= 0.5;
for (const w of "the cat and the hat and the bat".split(" ")) {
  doc.counts[w] ??= 0;
  doc.counts[w]++;
}
doc.flags.on &&= "still on";
doc.flags.off &&= "never";
doc.flags.off ||= "fallback";
doc.flags.missing ??= [1, 2];
doc.flags.bits = 6;
doc.flags.bits |= 1;
doc.flags.bits <<= 2;
doc.flags.bits ^= 0xff;
console.log(JSON.stringify(doc));
console.log(doc.meta.page++, ++doc.meta.page, doc.meta.page--, --doc.meta.page, doc.meta.page);
doc.list[2]++;
console.log(doc.list, typeof doc.list[2]);

let evaluated = 0;
const pick = (): any => { evaluated++; return doc.counts; };
pick().the += 10;
pick()["cat"] *= 3;
pick().dog ??= 1;
console.log(evaluated, doc.counts.the, doc.counts.cat, doc.counts.dog);
const sum = (doc.meta.total = 0, doc.list.reduce((a: number, x: any) => a + Number(x), 0));
doc.meta.total += sum;
console.log(doc.meta.total, (doc.meta.note ||= "none"), doc.meta.note);
