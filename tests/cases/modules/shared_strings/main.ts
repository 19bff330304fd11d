// String constants shared across modules: equality by content whatever the
// pointers (literals of two modules, strings built at run time, one-character
// strings, the empty string), switches over discriminants made in another
// module, and Map keys of both kinds.
import { LONG, Shape, WORDS, makeShapes } from "./shapes";

function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.round(3.14159 * s.r * s.r);
    case "square": return s.side * s.side;
    case "rect": return s.w * s.h;
    case "tri": return (s.base * s.height) / 2;
  }
}

const shapes = makeShapes(12);
console.log(shapes.map(area).join(" "));
const counts = new Map<string, number>();
for (const s of shapes) counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
console.log([...counts].join(";"));

const built = ["cir", "cle"].join("");
console.log(built === "circle", built === WORDS[7], counts.get(built), counts.has("circ" + "le"));
console.log(WORDS[0] + WORDS[1] === WORDS[2], "ab" === WORDS[2], "é" === WORDS[3], "e" === WORDS[3]);
const letters = "xab".split("");
console.log(letters[0] === WORDS[4], letters[1] === "a", letters[2] === WORDS[1], letters[1] === letters[2]);
console.log(WORDS[5] === "", "".length, WORDS[5] === letters.slice(3).join(""));
const arr: string[] = [];
const missing = arr[3] ?? "undefined";
console.log(missing === WORDS[6], String(arr[3]) === "undefined", `${arr[3]}` === WORDS[6]);
console.log(LONG === "a constant string longer than sixty-four bytes, so it stays private to its module");
console.log(LONG.slice(0, 10) === "a constant", LONG === LONG.slice(0));

// single-character keys (static one-character strings) in a Map and a record
const m = new Map<string, number>();
for (const ch of "hello world") m.set(ch, (m.get(ch) ?? 0) + 1);
console.log([...m].map(([k, v]) => `${k}${v}`).join(","), m.get("l"), m.get("lo"[0]), m.has(""), m.get("o"));
const m2 = new Map<string, string>([["", "empty"], ["a", "A"]]);
console.log(m2.get(""), m2.get("ab".slice(0, 0)), m2.get("ba".charAt(1)), m2.get("z"));

function tag(s: string): number {
  switch (s) {
    case "": return 0;
    case "a": return 1;
    case "ab": return 2;
    case "circle": return 3;
    default: return -1;
  }
}
console.log(WORDS.map(tag).join(" "), tag(built), tag("a" + "b"), tag(letters[1]));
