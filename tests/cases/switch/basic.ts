// switch on numbers with break, default and shared case bodies.
function dayName(d: number): string {
  switch (d) {
    case 0:
      return "Sunday";
    case 1:
      return "Monday";
    case 2:
      return "Tuesday";
    case 3:
      return "Wednesday";
    case 4:
      return "Thursday";
    case 5:
      return "Friday";
    case 6:
      return "Saturday";
    default:
      return "invalid(" + d + ")";
  }
}
for (let d = -1; d <= 7; d++) {
  console.log(d, dayName(d));
}
function kind(n: number): string {
  let k: string;
  switch (n % 4) {
    case 0:
    case 2:
      k = "even";
      break;
    case 1:
    case 3:
    case -1:
    case -3:
      k = "odd";
      break;
    default:
      k = "not an integer";
  }
  return k;
}
console.log(kind(4), kind(7), kind(-3), kind(2.5), kind(NaN));
