// args: 15
// A CLI-style program: reads a limit from argv, validates it, prints FizzBuzz.
function usage(): void {
  console.log("usage: fizz N");
  process.exit(64);
}
if (process.argv.length < 3) usage();
const limit: number = Number(process.argv[2]);
if (!Number.isInteger(limit) || limit < 1) usage();
let out: string = "";
for (let i = 1; i <= limit; i++) {
  out += (i % 15 === 0 ? "FizzBuzz" : i % 3 === 0 ? "Fizz" : i % 5 === 0 ? "Buzz" : String(i)) + (i < limit ? "," : "");
}
console.log(out);
