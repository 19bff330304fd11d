// Topological sort of build targets (Kahn's algorithm), with cycle detection.
function topoSort(deps: Map<string, string[]>): string[] | null {
  const indeg = new Map<string, number>();
  const users = new Map<string, string[]>();
  for (const [t, ds] of deps) {
    if (!indeg.has(t)) indeg.set(t, 0);
    for (const d of ds) {
      if (!indeg.has(d)) indeg.set(d, 0);
      indeg.set(t, (indeg.get(t) ?? 0) + 1);
      const u = users.get(d) ?? [];
      u.push(t);
      users.set(d, u);
    }
  }
  const ready: string[] = [];
  for (const [t, n] of indeg) if (n === 0) ready.push(t);
  const order: string[] = [];
  while (ready.length > 0) {
    ready.sort();
    const t = ready.shift()!;
    order.push(t);
    for (const u of users.get(t) ?? []) {
      const n = (indeg.get(u) ?? 0) - 1;
      indeg.set(u, n);
      if (n === 0) ready.push(u);
    }
  }
  return order.length === indeg.size ? order : null;
}

const deps = new Map<string, string[]>([
  ["app", ["lib", "ui"]],
  ["ui", ["lib", "assets"]],
  ["lib", ["core"]],
  ["tests", ["app"]],
  ["core", []],
]);
console.log(topoSort(deps));
deps.set("core", ["tests"]);
console.log(topoSort(deps));
deps.delete("tests");
console.log(topoSort(deps), deps.size);

// Depth-first reachability with a visited Set.
function reachable(from: string, g: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const visit = (n: string): void => {
    if (seen.has(n)) return;
    seen.add(n);
    for (const m of g.get(n) ?? []) visit(m);
  };
  visit(from);
  return seen;
}
console.log(reachable("app", deps));
