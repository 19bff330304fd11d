// A rest parameter of a tuple type takes the elements as separate arguments.
function g(...args: [string, number]) { console.log(args[0], args[1], args.length, args); }
g("q", 2);
const tt: [string, number] = ["z", 9];
g(...tt);
const h = (...xs: [number, number, number]): number => xs[0] + xs[1] * xs[2];
console.log(h(1, 2, 3));
type Handler = (...a: [string, boolean]) => void;
const hh: Handler = (s, b) => console.log(s, b);
hh("x", true);
const k: (a: string, b: boolean) => void = hh;
k("y", false);
function cap(...args: [number, string]) { return () => args[1].repeat(args[0]); }
console.log(cap(3, "ab")());
