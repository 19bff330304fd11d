// === and !== against the literals null, undefined, true and false, for
// values of union types holding numbers (NaN, -0), strings, objects,
// booleans, null and undefined: a comparison with one of these literals is a
// comparison of the words.

class Box {
  constructor(public v: number) {}
}

type Any = number | string | boolean | Box | null | undefined;

const values: Any[] = [0, -0, NaN, 1, Infinity, "", "null", "undefined", true, false, new Box(1), null, undefined];

function describe(x: Any): string {
  const parts: string[] = [];
  if (x === null) parts.push("null");
  if (x !== null) parts.push("!null");
  if (x === undefined) parts.push("undef");
  if (undefined !== x) parts.push("!undef");
  if (x === true) parts.push("true");
  if (false === x) parts.push("false");
  if (x !== true && x !== false) parts.push("notbool");
  return parts.join(",");
}

for (const v of values) console.log(typeof v, String(v), describe(v));

// Optional fields and nullable references, as a linked list uses them.
interface Link {
  value: number;
  next: Link | null;
  tag?: string;
}
let head: Link | null = null;
for (let i = 0; i < 5; i++) head = { value: i, next: head, tag: i % 2 === 0 ? "even" : undefined };
let n = 0;
let tagged = 0;
for (let p: Link | null = head; p !== null; p = p.next) {
  n += p.value;
  if (p.tag !== undefined) tagged++;
}
console.log(n, tagged);
