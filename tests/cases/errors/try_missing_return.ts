// A catch that does not return lets control reach the end of the function.
function parse(s: string): number { // expect error: Function lacks ending return statement and return type does not include 'undefined'.
  try {
    return Number(s);
  } catch (e) {
    console.log("bad input", String(e));
  }
}
console.log(parse("1"));
