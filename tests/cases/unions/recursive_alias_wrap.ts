// `Array.isArray(p) ? p : [p]` on a recursive alias `type P = number | P[]`:
// both branches are P[] (the narrowed array member and a fresh literal).
type Packet = number | Packet[];

function compare(a: Packet, b: Packet): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const la = Array.isArray(a) ? a : [a];
  const lb = Array.isArray(b) ? b : [b];
  for (let i = 0; i < Math.min(la.length, lb.length); i++) {
    const c = compare(la[i], lb[i]);
    if (c !== 0) return c;
  }
  return la.length - lb.length;
}

const wrap = (p: Packet): Packet[] => (typeof p === "number" ? [p] : p);
const packets: Packet[] = ["[1,1,3,1,1]", "[1,1,5,1,1]", "[[1],[2,3,4]]", "[[1],4]", "[9]", "[[8,7,6]]", "[[4,4],4,4]", "[]", "[[[]]]", "[1,[2,[3,[4,[5,6,7]]]],8,9]"]
  .map((s) => JSON.parse(s) as Packet);
packets.push([[2]], [[6]], 3);
packets.sort(compare);
console.log(packets.map((p) => JSON.stringify(p)).join(" "));
console.log(JSON.stringify(wrap(5)), JSON.stringify(wrap([5, [6]])));
const lists: Packet[][] = packets.map((p) => (Array.isArray(p) ? p : [p]));
console.log(lists.map((l) => l.length).join(","));
