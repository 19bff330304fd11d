// A recursive function whose result Kiln guesses from its first return: the
// body's inferred type (number | undefined: the end is reachable) differs,
// so it asks for an annotation (tsc reports TS7023 here too).
interface N { v: number; kids: N[] }
function find(n: N, v: number) { // expect error: annotate its return type
  if (n.v === v) return n.v;
  for (const k of n.kids) {
    const r = find(k, v);
    if (r) return r;
  }
}
console.log(find({ v: 1, kids: [] }, 1));
