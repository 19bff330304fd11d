// module: esm
// A top-level await whose promise never settles: the loop runs dry, Node
// warns and exits with status 13; what ran before is printed.
console.log("before");
setTimeout(() => console.log("timers still run"), 5);
await new Promise<void>(() => {});
console.log("never printed");
export {};
