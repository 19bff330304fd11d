// With no arguments, process.argv has just the program and script entries.
console.log(process.argv.length);
const n: number = process.argv.length - 2;
console.log(n === 0 ? "no arguments" : `${n} arguments`);
let s: string | undefined = process.argv[2];
console.log(s === undefined, s ?? "(none)");
console.log(process.argv.length >= 2);
