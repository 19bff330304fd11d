// A small semver parser with range matching (^, ~, >=, <, ||, hyphen-free) and sorting.

type Prerelease = (string | number)[];

interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: Prerelease;
  raw: string;
}

class SemverError extends Error {
  constructor(message: string, public readonly input: string) {
    super(`${message}: "${input}"`);
    this.name = "SemverError";
  }
}

const VERSION_RE = /^v?(?<major>0|[1-9]\d*)\.(?<minor>0|[1-9]\d*)\.(?<patch>0|[1-9]\d*)(?:-(?<pre>[0-9A-Za-z.-]+))?$/;

function parseVersion(text: string): Version {
  const m = VERSION_RE.exec(text.trim());
  if (!m || !m.groups) throw new SemverError("invalid version", text);
  const { major, minor, patch, pre } = m.groups;
  const prerelease: Prerelease = pre
    ? pre.split(".").map((id) => (/^\d+$/.test(id) ? Number(id) : id))
    : [];
  return { major: Number(major), minor: Number(minor), patch: Number(patch), prerelease, raw: text };
}

function compareIds(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  if (a.prerelease.length === 0 && b.prerelease.length === 0) return 0;
  if (a.prerelease.length === 0) return 1;
  if (b.prerelease.length === 0) return -1;
  const n = Math.max(a.prerelease.length, b.prerelease.length);
  for (let i = 0; i < n; i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const c = compareIds(x, y);
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}

function format(v: Version): string {
  const core = `${v.major}.${v.minor}.${v.patch}`;
  return v.prerelease.length ? `${core}-${v.prerelease.join(".")}` : core;
}

type Op = "<" | "<=" | ">" | ">=" | "=";
interface Comparator { op: Op; version: Version }
type ComparatorSet = Comparator[];

function expandPartial(text: string): { v: Version; parts: number } {
  const pieces = text.replace(/^v/, "").split(".");
  const parts = pieces.filter((p) => p !== "x" && p !== "*").length;
  const nums = [0, 1, 2].map((i) => {
    const p = pieces[i];
    return p === undefined || p === "x" || p === "*" ? 0 : Number(p.split("-")[0]);
  });
  const pre = text.includes("-") ? text.slice(text.indexOf("-") + 1) : "";
  const v = parseVersion(`${nums[0]}.${nums[1]}.${nums[2]}${pre ? "-" + pre : ""}`);
  return { v, parts };
}

function bump(v: Version, which: "major" | "minor" | "patch"): Version {
  const next = { ...v, prerelease: [] as Prerelease };
  if (which === "major") Object.assign(next, { major: v.major + 1, minor: 0, patch: 0 });
  else if (which === "minor") Object.assign(next, { minor: v.minor + 1, patch: 0 });
  else next.patch = v.patch + 1;
  next.raw = format(next);
  return next;
}

function parseComparator(token: string): ComparatorSet {
  if (token === "*" || token === "") return [];
  if (token.startsWith("^")) {
    const { v, parts } = expandPartial(token.slice(1));
    let upper: Version;
    if (v.major > 0 || parts === 1) upper = bump(v, "major");
    else if (v.minor > 0 || parts === 2) upper = bump(v, "minor");
    else upper = bump(v, "patch");
    return [{ op: ">=", version: v }, { op: "<", version: upper }];
  }
  if (token.startsWith("~")) {
    const { v, parts } = expandPartial(token.slice(1));
    const upper = parts === 1 ? bump(v, "major") : bump(v, "minor");
    return [{ op: ">=", version: v }, { op: "<", version: upper }];
  }
  const m = /^(?<op><=|>=|<|>|=)?(?<ver>.+)$/.exec(token);
  if (!m?.groups) throw new SemverError("bad comparator", token);
  const op = (m.groups.op ?? "=") as Op;
  const { v, parts } = expandPartial(m.groups.ver);
  if (op === "=" && parts < 3) {
    const upper = parts === 1 ? bump(v, "major") : parts === 2 ? bump(v, "minor") : v;
    return parts === 0 ? [] : [{ op: ">=", version: v }, { op: "<", version: upper }];
  }
  return [{ op, version: v }];
}

class VersionRange {
  readonly sets: ComparatorSet[];
  constructor(public readonly source: string) {
    this.sets = source.split("||").map((alt) =>
      alt.trim().split(/\s+/).flatMap((tok) => parseComparator(tok)),
    );
  }

  test(v: Version): boolean {
    return this.sets.some((set) => this.testSet(set, v));
  }

  private testSet(set: ComparatorSet, v: Version): boolean {
    for (const { op, version } of set) {
      const c = compare(v, version);
      const ok =
        op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : op === ">=" ? c >= 0 : c === 0;
      if (!ok) return false;
    }
    if (v.prerelease.length > 0) {
      // A prerelease only matches if some comparator shares its [major, minor, patch].
      return set.some(
        (c) => c.version.prerelease.length > 0 && c.version.major === v.major &&
          c.version.minor === v.minor && c.version.patch === v.patch,
      );
    }
    return true;
  }

  toString(): string {
    return this.sets
      .map((set) => (set.length ? set.map((c) => `${c.op}${format(c.version)}`).join(" ") : "*"))
      .join(" || ");
  }
}

function maxSatisfying(versions: Version[], range: VersionRange): Version | undefined {
  return versions.filter((v) => range.test(v)).sort(compare).at(-1);
}

const inputs = [
  "1.2.3", "1.10.0", "1.2.10", "2.0.0-rc.1", "2.0.0", "2.0.0-beta.2", "2.0.0-beta.11",
  "0.3.1", "0.3.9", "0.4.0", "v1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta",
  "3.1.4", "10.0.0", "2.1.0", "1.2.3-0",
];
const bad = ["1.2", "01.2.3", "1.2.3-", "banana"];

const versions = inputs.map(parseVersion);
const sorted = [...versions].sort(compare);
console.log("sorted:", sorted.map(format).join(", "));
console.log("descending:", [...versions].sort((a, b) => compare(b, a)).slice(0, 5).map((v) => v.raw).join(" > "));

for (const text of bad) {
  try {
    parseVersion(text);
    console.log(`accepted ${text}`);
  } catch (e) {
    if (e instanceof SemverError) console.log(`${e.name}: ${e.message} (input=${e.input})`);
    else throw e;
  }
}

const ranges = [
  "^1.2.3", "~1.2.3", "^0.3.1", "~0", ">=2.0.0", "<1.2.10 || >=10", "1.x", "2", "*",
  ">=2.0.0-beta.2 <2.0.0", "^2.0.0-rc.1", ">1.0.0 <=2.0.0",
];
const table: Record<string, string[]> = {};
for (const r of ranges) {
  const range = new VersionRange(r);
  const hits = sorted.filter((v) => range.test(v)).map(format);
  table[r] = hits;
  const best = maxSatisfying(versions, range);
  console.log(`${r.padEnd(24)} => ${range.toString().padEnd(34)} best=${best ? format(best) : "none"} count=${hits.length}`);
}
console.log(JSON.stringify(table, (key, value) => (Array.isArray(value) && value.length > 4 ? [...value.slice(0, 4), `+${value.length - 4}`] : value), 2));

const byMajor = new Map<number, Version[]>();
for (const v of sorted) {
  const list = byMajor.get(v.major) ?? [];
  list.push(v);
  byMajor.set(v.major, list);
}
for (const [major, list] of byMajor) {
  const stable = list.filter((v) => v.prerelease.length === 0);
  console.log(`major ${String(major).padStart(2)}: ${list.length} versions, ${stable.length} stable, latest ${format(list[list.length - 1])}`);
}
