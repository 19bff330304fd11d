// A regular-expression literal with a flag JavaScript does not have.
const re = /ab+c/gx; // expect error: Unknown regular expression flag.
console.log(re.test("abbc"));
