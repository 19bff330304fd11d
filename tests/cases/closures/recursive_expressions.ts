// Recursive arrows without a return type, and named function expressions called from their own inner closures.
interface Dir {
  name: string;
  subdirs: Dir[];
}
const root: Dir = {
  name: "/",
  subdirs: [
    { name: "bin", subdirs: [] },
    { name: "usr", subdirs: [{ name: "lib", subdirs: [] }, { name: "share", subdirs: [{ name: "doc", subdirs: [] }] }] },
  ],
};
function paths(d: Dir): string[] {
  const out: string[] = [];
  const walk = (x: Dir, prefix: string) => {
    const p = prefix + x.name + (x.name === "/" ? "" : "/");
    out.push(p);
    x.subdirs.forEach((s) => walk(s, p));
  };
  walk(d, "");
  return out;
}
console.log(paths(root));
function depth(d: Dir): number {
  let max = 0;
  (function go(x: Dir, level: number): void {
    if (level > max) max = level;
    for (const s of x.subdirs) [s].forEach((t) => go(t, level + 1));
  })(d, 0);
  return max;
}
console.log(depth(root));
const fact = function f(n: number): number {
  const rec = (k: number): number => (k <= 1 ? 1 : k * f(k - 1));
  return rec(n);
};
console.log(fact(5), fact(1), [3, 4].map((n) => fact(n)));
let ticks = 0;
const countdown = (n: number) => {
  ticks++;
  if (n > 0) setTimeout(() => countdown(n - 1), 0);
  else console.log("liftoff after", ticks, "ticks");
};
countdown(3);
