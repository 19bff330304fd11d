// Comparing a literal union with a literal it cannot hold.
type Light = "red" | "yellow" | "green";
function stop(l: Light): boolean {
  return l === "blue"; // expect error: This comparison appears to be unintentional because the types 'Light' and '"blue"' have no overlap.
}
console.log(stop("red"));
