// Object.getOwnPropertyNames: Object.keys and the own properties that are not enumerable.
console.log(Object.getOwnPropertyNames({ a: 1, b: "x" }));
console.log(Object.getOwnPropertyNames([1, 2]));
class P { x = 1; m() {} }
console.log(Object.getOwnPropertyNames(new P()));
const r: Record<string, number> = { q: 1 };
console.log(Object.getOwnPropertyNames(r));
console.log(Object.getOwnPropertyNames(new Error("e")));
class AppError extends Error { code = 7; constructor(m: string) { super(m, { cause: "c" }); this.name = "AppError"; } }
console.log(Object.getOwnPropertyNames(new AppError("x")), Object.keys(new AppError("y")));
const tup: [number, string] = [1, "a"];
const holes: number[] = [];
holes[2] = 1;
console.log(Object.getOwnPropertyNames(tup), Object.getOwnPropertyNames(holes), Object.getOwnPropertyNames("ab".split("")));
