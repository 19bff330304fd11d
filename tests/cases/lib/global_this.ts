// globalThis: its type, and the built-in globals read through it.
console.log(typeof globalThis);
globalThis.console.log("through globalThis", 1 + 1);
globalThis.console.error("to stderr");
console.log(globalThis.Math.max(3, 9), globalThis.Math.PI.toFixed(3), globalThis.JSON.stringify({ a: [1] }));
console.log(globalThis.parseInt("42px", 10), globalThis.Number("7") + 1, globalThis.String(12).length, globalThis.isNaN(NaN));
globalThis.setTimeout(() => console.log("timer fired"), 1);
const g = typeof globalThis === "object" ? "has globalThis" : "none";
console.log(g, globalThis.Math.abs(-2), globalThis.JSON.parse("[1,2]"));
