// for-of over `m.get(k) ?? []` (and `|| []`) where the entries are Sets or Maps:
// the missing case iterates nothing, as the empty array does.
const edges = new Map<string, Set<string>>([["a", new Set(["b", "c"])], ["b", new Set(["c"])]]);
function reach(from: string, seen = new Set<string>()): string[] {
  for (const to of edges.get(from) ?? []) {
    if (seen.has(to)) continue;
    seen.add(to);
    reach(to, seen);
  }
  return [...seen];
}
console.log(reach("a"), reach("c"), reach("zzz"));

const scores = new Map<string, Map<string, number>>();
scores.set("ann", new Map([["math", 90], ["art", 75]]));
for (const who of ["ann", "bob"]) {
  let total = 0, n = 0;
  for (const [subject, s] of scores.get(who) || []) {
    total += s;
    n++;
    console.log(" ", who, subject, s);
  }
  console.log(who, n ? total / n : "no scores");
}
class Graph {
  private out = new Map<number, Set<number>>();
  link(a: number, b: number): this {
    if (!this.out.has(a)) this.out.set(a, new Set());
    this.out.get(a)!.add(b);
    return this;
  }
  degree(v: number): number {
    let d = 0;
    for (const _ of this.out.get(v) ?? []) d++;
    return d;
  }
}
const g = new Graph().link(1, 2).link(1, 3).link(2, 3);
console.log([1, 2, 3].map((v) => g.degree(v)));
