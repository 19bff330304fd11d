// args: -5
// Rejects a negative argument with a usage message and status 1.
function usage(msg: string): void {
  console.log("error:", msg);
  process.exit(1);
}
const raw: string | undefined = process.argv[2];
if (raw === undefined) {
  usage("missing N");
} else {
  const n: number = parseInt(raw, 10);
  if (n < 0) usage(`N must be non-negative, got ${n}`);
  console.log("n =", n);
}
console.log("not reached");
