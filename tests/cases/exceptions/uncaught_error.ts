// An uncaught error ends the program with exit status 1; output printed before it stays.
function check(n: number): number {
  if (n > 2) throw new RangeError("too large: " + n);
  return n;
}
for (let i = 0; i < 5; i++) {
  try {
    console.log("value", check(i));
  } finally {
    console.log("checked", i);
  }
}
console.log("not reached");
