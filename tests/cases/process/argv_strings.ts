// args: hello Wörld 日本 --flag=on x
// Command-line arguments are strings, possibly non-ASCII.
for (let i = 2; i < process.argv.length; i++) {
  const a: string = process.argv[i];
  console.log(i, a, a.length, a.toUpperCase(), a.startsWith("--"));
}
let flag: string = "off";
for (let i = 2; i < process.argv.length; i++) {
  const a: string = process.argv[i];
  if (a.startsWith("--flag=")) flag = a.slice(7);
}
console.log("flag:", flag);
const last: string = process.argv[process.argv.length - 1];
console.log("last:", last, last === "x");
