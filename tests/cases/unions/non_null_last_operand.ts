// A postfix `!` binds to the operand before it, also where tree-sitter groups
// it with a whole binary or unary expression (`d > dist.get(u)!`, `-o.n!`).
const dist = new Map<string, number>([["a", 3], ["b", 7]]);
const o: { n?: number; s?: string } = { n: 4, s: "hi" };
const d = 5;
if (d > dist.get("a")!) console.log("greater than a");
if (d < dist.get("b")!) console.log("less than b");
console.log(1 + dist.get("a")!, 2 - o.n!, -o.n!, ~o.n!, typeof o.s!, !o.s!);
console.log(dist.get("a")! * dist.get("b")!, 10 % o.n!, "x" + o.s!.toUpperCase());
let total = 0;
for (const k of ["a", "b"]) total = total + dist.get(k)!;
console.log(total, -dist.get("b")! + 1, d >= dist.get("b")! - 2);
// `!` then an operator of higher precedence than the one before: `a && x! > 0`
const y: number = 0, w: number = 1;
const m = new Map<string, number>([["a", 1], ["z", 0]]);
console.log(y === 0 && m.get("a")! > 0, w === 0 && m.get("a")! > 0, y === 0 && m.get("z")! > 0);
console.log(w || m.get("a")! * 3, y || m.get("a")! * 3, y === 1 || m.get("a")! * 2 === 2 && w > 0);
for (let i = 0; i < m.get("a")! + 1; i++) console.log("i", i);
// `!` then a member, call or element: the chain is the last operand's
const s = new Map<string, string>([["a", "xy"]]);
const lists = new Map<string, number[]>([["a", [1, 2, 3]]]);
const fns = new Map<string, (n: number) => number>([["d", (n: number) => n * 2]]);
console.log("p" + s.get("a")!.toUpperCase(), 1 + lists.get("a")!.length, 10 - lists.get("a")![1]);
console.log(5 + fns.get("d")!(4), -lists.get("a")!.length, "q" + s.get("a")!.slice(1).toUpperCase().length);
