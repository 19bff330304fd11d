// build_manifest_toposort: reads a JSON build manifest on stdin, validates it with type guards,
// topologically sorts the targets (Kahn, stable by name), reports cycles, computes
// the critical path, and writes a build plan as JSON with a replacer.
import { readFileSync } from "fs";

interface Target {
  name: string;
  deps: string[];
  cost: number;
  tags?: string[];
  disabled?: boolean;
}

interface Manifest {
  version: number;
  project: string;
  created?: string;
  targets: Target[];
}

function isStringArray(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((s) => typeof s === "string");
}

function isTarget(x: unknown): x is Target {
  if (typeof x !== "object" || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.name === "string" && isStringArray(t.deps) && typeof t.cost === "number" &&
    (t.tags === undefined || isStringArray(t.tags)) &&
    (t.disabled === undefined || typeof t.disabled === "boolean");
}

function isManifest(x: unknown): x is Manifest {
  if (typeof x !== "object" || x === null) return false;
  const m = x as { [k: string]: unknown };
  return typeof m.version === "number" && typeof m.project === "string" &&
    Array.isArray(m.targets) && (m.created === undefined || typeof m.created === "string");
}

class CycleError extends Error {
  constructor(public readonly members: string[]) {
    super(`dependency cycle among: ${members.join(" -> ")}`);
    this.name = "CycleError";
  }
}

function topoSort(targets: Map<string, Target>): string[] {
  const indeg = new Map<string, number>();
  const users = new Map<string, string[]>();
  for (const t of targets.values()) {
    indeg.set(t.name, indeg.get(t.name) ?? 0);
    for (const d of t.deps) {
      indeg.set(t.name, (indeg.get(t.name) ?? 0) + 1);
      if (!users.has(d)) users.set(d, []);
      users.get(d)!.push(t.name);
    }
  }
  const ready = [...indeg].filter(([, n]) => n === 0).map(([k]) => k).sort();
  const order: string[] = [];
  while (ready.length) {
    const next = ready.shift()!;
    order.push(next);
    for (const u of (users.get(next) ?? []).sort()) {
      const n = indeg.get(u)! - 1;
      indeg.set(u, n);
      if (n === 0) {
        let i = ready.findIndex((r) => r > u);
        if (i < 0) i = ready.length;
        ready.splice(i, 0, u);
      }
    }
  }
  if (order.length !== targets.size) {
    const stuck = [...indeg].filter(([, n]) => n > 0).map(([k]) => k).sort();
    throw new CycleError(stuck);
  }
  return order;
}

const raw: unknown = JSON.parse(readFileSync("/dev/stdin", "utf8"));
if (!isManifest(raw)) {
  console.error("not a manifest");
  process.exit(2);
}
const manifest = raw;
const targets = new Map<string, Target>();
const problems: string[] = [];
manifest.targets.forEach((t: unknown, i: number) => {
  if (!isTarget(t)) { problems.push(`targets[${i}]: malformed`); return; }
  if (t.disabled) return;
  if (targets.has(t.name)) problems.push(`duplicate target ${t.name}`);
  targets.set(t.name, t);
});
for (const t of targets.values()) {
  const missing = t.deps.filter((d) => !targets.has(d));
  if (missing.length) {
    problems.push(`${t.name}: unknown deps ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
    t.deps = t.deps.filter((d) => targets.has(d));
  }
}
console.log(`project ${manifest.project} v${manifest.version.toFixed(1)}, ${targets.size} targets`);
if (manifest.created) {
  const d = new Date(manifest.created);
  console.log(`created ${isNaN(d.getTime()) ? "(invalid date)" : d.toISOString()}`);
}
problems.forEach((p) => console.log(`warning: ${p}`));

let order: string[];
try {
  order = topoSort(targets);
} catch (e) {
  if (e instanceof CycleError) {
    console.log(`${e.name}: ${e.message} (${e.members.length})`);
    for (const m of e.members) targets.get(m)!.deps = [];
    order = topoSort(targets);
    console.log("cycle edges dropped");
  } else throw e;
}
console.log("order:", order.join(" "));

const finish = new Map<string, number>();
const via = new Map<string, string | undefined>();
for (const name of order) {
  const t = targets.get(name)!;
  let start = 0, from: string | undefined;
  for (const d of t.deps) {
    const f = finish.get(d)!;
    if (f > start) { start = f; from = d; }
  }
  finish.set(name, start + t.cost);
  via.set(name, from);
}
let end = order[0];
for (const n of order) if (finish.get(n)! > finish.get(end)!) end = n;
const path: string[] = [];
for (let n: string | undefined = end; n !== undefined; n = via.get(n)) path.unshift(n);
console.log(`critical path (${finish.get(end)!.toFixed(1)}s): ${path.join(" > ")}`);

const levels = new Map<string, number>();
for (const n of order) {
  const t = targets.get(n)!;
  levels.set(n, t.deps.length ? Math.max(...t.deps.map((d) => levels.get(d)!)) + 1 : 0);
}
const plan = {
  project: manifest.project,
  generated: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
  stages: [] as { level: number; targets: string[]; secret?: string }[],
  totals: { cost: [...targets.values()].reduce((a, t) => a + t.cost, 0), count: targets.size },
};
for (const [n, lvl] of levels) {
  while (plan.stages.length <= lvl) plan.stages.push({ level: plan.stages.length, targets: [], secret: "x" });
  plan.stages[lvl].targets.push(n);
}
console.log(JSON.stringify(plan, (key, value) => {
  if (key === "secret") return undefined;
  if (key === "targets" && Array.isArray(value)) return value.join(",");
  if (typeof value === "number" && !Number.isInteger(value)) return Math.round(value * 100) / 100;
  return value;
}, 2));
const tagCount: { [tag: string]: number } = {};
for (const t of targets.values()) for (const tag of t.tags ?? ["untagged"]) tagCount[tag] = (tagCount[tag] || 0) + 1;
console.log(JSON.stringify(tagCount));
