// console.log with several arguments of mixed types: separated by one space.
const n: number = 42;
const s: string = "text";
const b: boolean = false;
const u: undefined = undefined;
const nl: null = null;
console.log(n, s, b, u, nl);
console.log();
console.log("");
console.log("", "");
console.log(" leading", "trailing ");
console.log(s, n + 1, "x" + n, !b);
console.log(true, false, null, undefined, NaN, -0, 0);
console.log("line1\nline2", "tab\there");
console.log("100%", "50% off", 3);
console.log("quote \" and backslash \\ and 'single'");
console.log(`multi
line template`);
console.log(n, n, n, n, n, n, n, n, n, n, n, n);
console.error("this goes to stderr and is not compared");
console.log("done");
