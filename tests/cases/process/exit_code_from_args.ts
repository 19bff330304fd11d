// args: 7
// The exit status is computed from an argument.
const code: number = parseInt(process.argv[2], 10);
console.log("exiting with", code * 2 + 1);
process.exit(code * 2 + 1);
