// Objects are truthy, null and undefined are falsy: narrowing with if/while/&&/||/!.
interface Link {
  v: number;
  next: Link | null;
  note?: { text: string };
}

const chain: Link = { v: 1, next: { v: 2, next: { v: 3, next: null, note: { text: "end" } } } };

// while (node) walks to the end.
let n: Link | null = chain;
const seen: number[] = [];
while (n) {
  seen.push(n.v);
  n = n.next;
}
console.log(seen.join("->"), n);

// && chains guard nested nullable fields.
const third = chain.next && chain.next.next;
console.log(third ? third.v : -1, chain.next !== null && chain.next.next !== null && chain.next.next.next === null);

// ! on objects and on null.
function describe(l: Link | null): string {
  if (!l) return "nothing";
  if (!l.next) return "last " + l.v;
  return "more after " + l.v;
}
console.log(describe(null), describe(chain), describe({ v: 9, next: null }));

// Optional nested object read through a local const.
function noteOf(l: Link): string {
  const note = l.note;
  return note ? note.text : "(no note)";
}
let cur: Link | null = chain;
const notes: string[] = [];
for (; cur !== null; cur = cur.next) notes.push(noteOf(cur));
console.log(notes.join(", "));

// || picks the first truthy object.
const fallback: Link = { v: 0, next: null };
function orDefault(l: Link | null): Link {
  return l || fallback;
}
console.log(orDefault(null).v, orDefault(chain).v, orDefault(null) === fallback);

// Boolean() and !! on objects, including empty ones.
const empty = {};
const nothing: Link | null = slotsEmpty();
function slotsEmpty(): Link | null {
  return null;
}
console.log(Boolean(empty), !!chain, !!nothing, Boolean(chain.next), !chain.note);

// Counting non-null entries in an array of nullable objects.
const slots: (Link | null)[] = [chain, null, fallback, null, { v: 5, next: null }];
let filled = 0;
for (const s of slots) if (s) filled += s.v;
console.log(filled, slots.filter((s) => s !== null).length);
