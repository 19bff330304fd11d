// What tsc rejects for tuples with optional and rest elements, and what Kiln does not support yet.
const a: [string, number?] = []; // expect error: Source has 0 element(s) but target requires 1.
const b: [string, number?] = ["x", 1, 2]; // expect error: Source has 3 element(s) but target allows only 2.
const c: [string, number?, boolean] = ["x", 1, true]; // expect error: A required element cannot follow an optional element.
const r: [string, ...number[]] = ["x", 1];
const fixed: [string, number] = r; // expect error: Type '[string, ...number[]]' is not assignable to type '[string, number]'.
const o: [string, number?] = ["y"];
const p: [string, number] = o; // expect error: Type '[string, (number | undefined)?]' is not assignable to type '[string, number]'.
const q: [string, number?, ...boolean[]] = ["a"];
const [h, ...nums] = q; // expect error: unsupported: the rest of a tuple with optional or rest elements
const lead: [...string[], number] = [1]; // expect error: unsupported: tuple elements after a rest element
function f(x: string, y?: number, ...zs: number[]) { return x + y + zs.length; }
f(...o, 5); // expect error: unsupported: spreading a tuple with optional or rest elements
console.log(a, b, c, fixed, p, h, nums, lead);
