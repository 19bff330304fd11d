// A line diff (LCS table) of two texts, printed as a unified diff with hunks.
type Op = { kind: "keep" | "add" | "del"; line: string; a: number; b: number };

interface Hunk {
  aStart: number;
  aLen: number;
  bStart: number;
  bLen: number;
  lines: string[];
}

function lcsTable(a: readonly string[], b: readonly string[]): number[][] {
  const t: number[][] = [];
  for (let i = 0; i <= a.length; i++) t.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
    }
  }
  return t;
}

function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  const t = lcsTable(a, b);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ kind: "keep", line: a[i], a: i, b: j });
      i++;
      j++;
    } else if (t[i + 1][j] >= t[i][j + 1]) {
      ops.push({ kind: "del", line: a[i], a: i, b: j });
      i++;
    } else {
      ops.push({ kind: "add", line: b[j], a: i, b: j });
      j++;
    }
  }
  while (i < a.length) ops.push({ kind: "del", line: a[i], a: i++, b: j });
  while (j < b.length) ops.push({ kind: "add", line: b[j], a: i, b: j++ });
  return ops;
}

function hunks(ops: readonly Op[], context: number): Hunk[] {
  const out: Hunk[] = [];
  const changed = ops.map((o, k) => (o.kind === "keep" ? -1 : k)).filter((k) => k >= 0);
  if (changed.length === 0) return out;
  let start = Math.max(0, changed[0] - context);
  let end = Math.min(ops.length - 1, changed[0] + context);
  const flush = (): void => {
    const slice = ops.slice(start, end + 1);
    const first = slice[0];
    const h: Hunk = { aStart: first.a + 1, bStart: first.b + 1, aLen: 0, bLen: 0, lines: [] };
    for (const o of slice) {
      const mark = o.kind === "keep" ? " " : o.kind === "add" ? "+" : "-";
      if (o.kind !== "add") h.aLen++;
      if (o.kind !== "del") h.bLen++;
      h.lines.push(mark + o.line);
    }
    if (h.aLen === 0) h.aStart--;
    if (h.bLen === 0) h.bStart--;
    out.push(h);
  };
  for (const k of changed.slice(1)) {
    if (k - context <= end + 1) {
      end = Math.min(ops.length - 1, k + context);
    } else {
      flush();
      start = k - context;
      end = Math.min(ops.length - 1, k + context);
    }
  }
  flush();
  return out;
}

function unified(nameA: string, nameB: string, textA: string, textB: string, context = 2): string {
  const a = textA.split("\n");
  const b = textB.split("\n");
  const hs = hunks(diffLines(a, b), context);
  if (hs.length === 0) return `(no differences between ${nameA} and ${nameB})`;
  const range = (s: number, n: number): string => (n === 1 ? `${s}` : `${s},${n}`);
  const parts = [`--- ${nameA}`, `+++ ${nameB}`];
  for (const h of hs) {
    parts.push(`@@ -${range(h.aStart, h.aLen)} +${range(h.bStart, h.bLen)} @@`);
    parts.push(...h.lines);
  }
  return parts.join("\n");
}

function stats(ops: readonly Op[]): Record<Op["kind"], number> {
  const s: Record<Op["kind"], number> = { keep: 0, add: 0, del: 0 };
  for (const o of ops) s[o.kind]++;
  return s;
}

const v1 = `# Shopping list
apples
bread
butter
cheese
eggs
milk
tea
- remember the bags
- pay with card`;

const v2 = `# Shopping list
apples
brown bread
butter
eggs
milk
oat milk
tea
- remember the bags
- pay with card
- call mum`;

console.log(unified("list.txt", "list.txt (edited)", v1, v2));
console.log(JSON.stringify(stats(diffLines(v1.split("\n"), v2.split("\n")))));
console.log(unified("a", "b", "same\ntext", "same\ntext"));
console.log(unified("empty", "full", "", "one\ntwo", 0));
console.log(unified("full", "empty", "one\ntwo\nthree", "two", 1));

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w.length > 0);
const wa = words("the quick brown fox jumps over the lazy dog");
const wb = words("the quick red fox leaps over the very lazy dog");
const rendered = diffLines(wa, wb)
  .map((o) => (o.kind === "keep" ? o.line : o.kind === "add" ? `{+${o.line}+}` : `[-${o.line}-]`))
  .join(" ");
console.log(rendered);
const lcsLen = lcsTable(wa, wb)[0][0];
console.log(`common words: ${lcsLen} of ${wa.length}/${wb.length} (${((100 * lcsLen) / Math.max(wa.length, wb.length)).toFixed(1)}%)`);
