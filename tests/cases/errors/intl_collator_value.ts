const coll = new Intl.Collator("en");
const c2 = coll; // expect error: unsupported: using the Intl.Collator 'coll' other than as coll.compare
console.log(c2);
const sv = new Intl.Collator("sv"); // expect error: unsupported: the collation of locale 'sv'
console.log(["b", "a"].sort(sv.compare));
