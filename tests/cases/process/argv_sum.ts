// args: 10 20 3.5 -4 abc
// Sums numeric command-line arguments and reports the others.
console.log("argc:", process.argv.length - 2);
let sum: number = 0;
let bad: number = 0;
for (let i = 2; i < process.argv.length; i++) {
  const arg: string = process.argv[i];
  const v: number = Number(arg);
  if (Number.isNaN(v)) {
    console.log("not a number:", arg);
    bad++;
  } else {
    sum += v;
  }
}
console.log("sum:", sum);
if (bad > 0) {
  console.error(bad, "bad argument(s)");
  process.exit(2);
}
