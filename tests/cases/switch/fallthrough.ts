// Fall-through between cases, default in the middle, and no matching case.
function levels(n: number): string {
  let s: string = "";
  switch (n) {
    case 3:
      s += "three ";
    case 2:
      s += "two ";
    case 1:
      s += "one ";
      break;
    case 0:
      s += "zero ";
  }
  return s + "|";
}
for (let i = -1; i <= 4; i++) console.log(i, levels(i));
function middle(n: number): string {
  let s: string = "";
  switch (n) {
    case 1:
      s += "a";
    default:
      s += "d";
    case 2:
      s += "b";
      break;
    case 3:
      s += "c";
  }
  return s;
}
console.log(middle(1), middle(2), middle(3), middle(4));
let counter: number = 0;
switch (counter++) {
  case 1:
    console.log("not reached");
}
console.log("discriminant evaluated once:", counter);
switch (0) {
}
console.log("empty switch ok");
