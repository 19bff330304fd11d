// Line diff via longest common subsequence, printed as unified-diff hunks.

type Op = { kind: " " | "-" | "+"; text: string; aLine: number; bLine: number };

function lcsTable(a: string[], b: string[]): number[][] {
  const t: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
    }
  }
  return t;
}

function diffLines(a: string[], b: string[]): Op[] {
  const t = lcsTable(a, b);
  const ops: Op[] = [];
  let i = 0,
    j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ kind: " ", text: a[i], aLine: i, bLine: j });
      i++;
      j++;
    } else if (t[i + 1][j] >= t[i][j + 1]) {
      ops.push({ kind: "-", text: a[i], aLine: i, bLine: j });
      i++;
    } else {
      ops.push({ kind: "+", text: b[j], aLine: i, bLine: j });
      j++;
    }
  }
  while (i < a.length) ops.push({ kind: "-", text: a[i], aLine: i++, bLine: j });
  while (j < b.length) ops.push({ kind: "+", text: b[j], aLine: i, bLine: j++ });
  return ops;
}

interface Hunk {
  aStart: number;
  aLen: number;
  bStart: number;
  bLen: number;
  lines: string[];
}

function hunks(ops: Op[], context = 2): Hunk[] {
  const changed = ops.map((o, idx) => (o.kind !== " " ? idx : -1)).filter((x) => x >= 0);
  if (changed.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const idx of changed) {
    const lo = Math.max(0, idx - context);
    const hi = Math.min(ops.length - 1, idx + context);
    const last = ranges[ranges.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else ranges.push([lo, hi]);
  }
  return ranges.map(([lo, hi]) => {
    const slice = ops.slice(lo, hi + 1);
    const first = slice[0];
    const aLen = slice.filter((o) => o.kind !== "+").length;
    const bLen = slice.filter((o) => o.kind !== "-").length;
    return {
      aStart: aLen === 0 ? first.aLine : first.aLine + 1,
      aLen,
      bStart: bLen === 0 ? first.bLine : first.bLine + 1,
      bLen,
      lines: slice.map((o) => o.kind + o.text),
    };
  });
}

function unified(nameA: string, a: string, nameB: string, b: string): string {
  const ops = diffLines(a.split("\n"), b.split("\n"));
  const hs = hunks(ops);
  if (hs.length === 0) return `(no differences between ${nameA} and ${nameB})`;
  const out = [`--- ${nameA}`, `+++ ${nameB}`];
  for (const h of hs) {
    const fmt = (s: number, l: number) => (l === 1 ? `${s}` : `${s},${l}`);
    out.push(`@@ -${fmt(h.aStart, h.aLen)} +${fmt(h.bStart, h.bLen)} @@`);
    out.push(...h.lines);
  }
  return out.join("\n");
}

const before = `import { readFile } from "fs";

function greet(name) {
  console.log("Hello, " + name);
}

function farewell(name) {
  console.log("Bye " + name);
}

greet("world");
farewell("world");
// end`;

const after = `import { readFile, writeFile } from "fs";

function greet(name: string) {
  console.log(\`Hello, \${name}\`);
}

function farewell(name) {
  console.log("Bye " + name);
}

greet("world");
// end
export {};`;

console.log(unified("a/app.js", before, "b/app.ts", after));
console.log();
console.log(unified("x", "same\ntext", "y", "same\ntext"));
console.log();
console.log(unified("empty", "", "full", "one\ntwo"));

const stats = diffLines(before.split("\n"), after.split("\n")).reduce(
  (acc, o) => {
    if (o.kind === "+") acc.added++;
    else if (o.kind === "-") acc.removed++;
    else acc.kept++;
    return acc;
  },
  { added: 0, removed: 0, kept: 0 },
);
console.log(stats);
const t = lcsTable("ABCBDAB".split(""), "BDCABA".split(""));
console.log("lcs length", t[0][0]);
