// console.log and console.error as function values: callbacks, consts, arrays of sinks.
Promise.resolve("resolved value").then(console.log);
[10, 20].forEach(console.log);
["a", "b"].map(String).forEach(console.info);
const log = console.log;
log("via a const", 1, { a: 1 });
const sinks: ((...args: unknown[]) => void)[] = [console.log, console.error];
sinks[0]("first sink");
Promise.reject(new Error("nope")).catch(console.error).then(() => console.log("after catch"));
function run(cb: (msg: string, n: number) => void) { cb("cb", 2); }
run(console.log);
console.log(typeof console.log, console.log === console.log);
setTimeout(console.log, 5);
