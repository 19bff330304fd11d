// A function with a rest parameter where a callback of fixed parameters is wanted.
function logAll(...a: any[]): void { console.log("got", ...a); }
Promise.resolve("v").then(logAll);
[1, 2].forEach(logAll);
const f: (x: number) => void = logAll;
f(3);
