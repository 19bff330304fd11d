// process.exit with a non-zero code ends the program immediately.
function check(n: number): boolean {
  return n % 7 !== 0;
}
let i: number = 1;
while (true) {
  if (!check(i)) {
    console.log("found multiple of 7:", i);
    process.exit(3);
  }
  console.log("ok", i);
  i++;
}
