// Random operations on a Map checked against a plain-array model of an
// insertion-ordered dictionary: growth, deletes, compaction and clear.
let seed = 12345;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

const m = new Map<number, number>();
let mk: number[] = [];
let mv: number[] = [];
let mismatches = 0;

function modelIndex(k: number): number {
  return mk.indexOf(k);
}

for (let step = 0; step < 6000; step++) {
  const op = rand(10);
  const k = rand(step < 3000 ? 200 : 40);
  if (op < 5) {
    m.set(k, step);
    const i = modelIndex(k);
    if (i >= 0) mv[i] = step;
    else {
      mk.push(k);
      mv.push(step);
    }
  } else if (op < 9) {
    const had = m.delete(k);
    const i = modelIndex(k);
    if (had !== i >= 0) mismatches++;
    if (i >= 0) {
      mk.splice(i, 1);
      mv.splice(i, 1);
    }
  } else if (rand(50) === 0) {
    m.clear();
    mk = [];
    mv = [];
  } else {
    const v = m.get(k);
    const i = modelIndex(k);
    if ((i >= 0 ? mv[i] : undefined) !== v) mismatches++;
  }
  if (step % 500 === 0) {
    const ks = Array.from(m.keys());
    const vs = Array.from(m.values());
    if (ks.join() !== mk.join() || vs.join() !== mv.join() || m.size !== mk.length) mismatches++;
    console.log(step, m.size, ks.slice(0, 6).join(","));
  }
}
console.log("mismatches", mismatches, m.size);

const s = new Set<string>();
const order: string[] = [];
for (let i = 0; i < 3000; i++) {
  const w = "w" + rand(300);
  if (rand(3) === 0) {
    if (s.delete(w)) order.splice(order.indexOf(w), 1);
  } else if (!s.has(w)) {
    s.add(w);
    order.push(w);
  }
}
console.log(s.size, order.length, Array.from(s).join() === order.join());
