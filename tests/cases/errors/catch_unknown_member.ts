// The caught value is unknown until narrowed.
function risky(): number {
  throw new Error("no");
}
try {
  risky();
} catch (e) {
  console.log(e.message); // expect error: 'e' is of type 'unknown'.
}
