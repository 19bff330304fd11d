// switch (true) idiom and switches on booleans and computed numbers.
function bucket(n: number): string {
  switch (true) {
    case n < 0:
      return "neg";
    case n < 10:
      return "digit";
    case n < 100:
      return "two digits";
    default:
      return "big";
  }
}
console.log(bucket(-4), bucket(0), bucket(9), bucket(42), bucket(1000), bucket(NaN));
function both(a: boolean, b: boolean): string {
  switch (a) {
    case b:
      return "same";
    default:
      return "different";
  }
}
console.log(both(true, true), both(true, false), both(false, false));
function nanCase(x: number): string {
  switch (x) {
    case NaN:
      return "matched NaN";
    case 0:
      return "zero (also -0)";
    default:
      return "default";
  }
}
console.log(nanCase(NaN), nanCase(-0), nanCase(0), nanCase(1));
