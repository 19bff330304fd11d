// Not every path of a number-returning function returns a value.
function classify(n: number): number { // expect error: Function lacks ending return statement and return type does not include 'undefined'.
  if (n > 0) {
    return 1;
  } else if (n < 0) {
    return -1;
  }
}
console.log(classify(5));
