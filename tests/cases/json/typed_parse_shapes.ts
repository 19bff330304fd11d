// JSON.parse converted to static types, many records of a few shapes: the
// conversion remembers, per place in the type and per parsed shape, where
// each property is and which retyped shape it made; records that differ
// (an optional member missing or null-valued, keys in another order, a
// nested object with the same keys as its parent, an extra key) must still
// convert exactly.
interface Point { x: number; y: number; label?: string }
interface Segment { from: Point; to: Point; weight: number; note?: string | null }
interface Box { x: number; y: number; inner?: Box2 }
interface Box2 { x: number; y: number }

const segText = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({
  from: i % 3 === 0 ? { x: i, y: -i, label: "p" + i } : { y: -i, x: i },
  to: { x: i * 2, y: i / 4 },
  weight: i % 5 === 0 ? 0.5 : i,
  ...(i % 4 === 0 ? { note: i % 8 === 0 ? null : "n" + i } : {}),
})));
const segs: Segment[] = JSON.parse(segText);
let sum = 0, labels = 0, notes = 0, nulls = 0;
for (const s of segs) {
  sum += s.from.x + s.from.y * 2 + s.to.x * 3 + s.to.y + s.weight;
  if (s.from.label !== undefined) labels += s.from.label.length;
  if (s.note === null) nulls++;
  else if (s.note !== undefined) notes += s.note.length;
}
console.log(segs.length, sum, labels, notes, nulls);
console.log(JSON.stringify(segs[0]), JSON.stringify(segs[1]), JSON.stringify(segs[4]));

// a nested object whose keys are its parent's: the same parsed shape at two places in the type
const boxes: Box[] = JSON.parse('[{"x":1,"y":2,"inner":{"x":3,"y":4}},{"x":5,"y":6},{"x":7,"y":8,"inner":{"x":9,"y":10}}]');
let bs = 0;
for (const b of boxes) bs += b.x * 10 + b.y + (b.inner ? b.inner.x * 100 + b.inner.y * 1000 : 0);
console.log(bs, JSON.stringify(boxes));

// the same text converted twice, and a record of the wrong type after many good ones
for (let round = 0; round < 2; round++) {
  const again: Segment[] = JSON.parse(segText);
  console.log(round, again.length, again[49].to.y, again[48].note);
}
// records with keys the type does not name, among ordinary ones
const extra: Segment[] = JSON.parse(segText.replace('"weight":49', '"weight":49,"extra":[1,{"x":2}]'));
console.log(extra[49].weight, JSON.stringify(extra[49]), JSON.stringify(extra.slice(47, 49)));
