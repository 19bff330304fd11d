// process.exit deep inside nested calls; output printed before it is kept.
function validate(depth: number): number {
  if (depth === 0) {
    console.log("bottom reached, exiting with 42");
    process.exit(42);
  }
  console.log("descending", depth);
  return validate(depth - 1) + 1;
}
console.log("start");
const r: number = validate(5);
console.log("never printed", r);
