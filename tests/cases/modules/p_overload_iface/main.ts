import { parse, pick } from "./conv";
const n: number = parse(21);
const s: string = parse("ok");
console.log(n + 1, s.length, s, pick([1, 2, 3]).toFixed(1), pick(["a", "b"]).repeat(2));
