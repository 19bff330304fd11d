// A case label that is not a member of the switched literal union.
type Light = "red" | "yellow" | "green";
function next(l: Light): string {
  switch (l) {
    case "red": return "green";
    case "purple": return "?"; // expect error: Type '"purple"' is not comparable to type 'Light'.
    default: return "red";
  }
}
console.log(next("red"));
