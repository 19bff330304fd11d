// JSON Pointer (RFC 6901) and JSON Patch (RFC 6902) over a recursive JSON
// type: add/remove/replace/move/copy/test, atomic application with
// rollback, diff generation, and error reporting with paths.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };
type Op =
  | { op: "add" | "replace" | "test"; path: string; value: Json }
  | { op: "remove"; path: string }
  | { op: "move" | "copy"; from: string; path: string };

class PatchError extends Error {
  constructor(readonly index: number, readonly op: Op, reason: string) {
    super(`op #${index} (${op.op} ${op.path}): ${reason}`);
    this.name = "PatchError";
  }
}

const isObject = (v: Json | undefined): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

function parsePointer(p: string): string[] {
  if (p === "") return [];
  if (!p.startsWith("/")) throw new SyntaxError(`invalid pointer ${JSON.stringify(p)}`);
  return p.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
const escapeToken = (t: string): string => t.replace(/~/g, "~0").replace(/\//g, "~1");

function resolve(doc: Json, tokens: readonly string[]): Json | undefined {
  let cur: Json | undefined = doc;
  for (const t of tokens) {
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9]\d*)$/.test(t)) return undefined;
      cur = cur[Number(t)];
    } else if (isObject(cur)) {
      cur = Object.hasOwn(cur, t) ? cur[t] : undefined;
    } else return undefined;
  }
  return cur;
}

function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

function applyOne(doc: Json, op: Op, i: number): Json {
  const fail = (why: string): never => { throw new PatchError(i, op, why); };
  const tokens = parsePointer(op.path);
  if (op.op === "test") {
    const v = resolve(doc, tokens);
    if (v === undefined || !deepEqual(v, op.value)) fail(`test failed, found ${JSON.stringify(v)}`);
    return doc;
  }
  if (op.op === "move" || op.op === "copy") {
    const from = parsePointer(op.from);
    if (op.op === "move" && op.path.startsWith(op.from + "/")) fail("cannot move into own child");
    const v = resolve(doc, from);
    if (v === undefined) fail(`nothing at ${op.from}`);
    const value = structuredClone(v as Json);
    const after = op.op === "move" ? applyOne(doc, { op: "remove", path: op.from }, i) : doc;
    return applyOne(after, { op: "add", path: op.path, value }, i);
  }
  if (tokens.length === 0) {
    if (op.op === "remove") fail("cannot remove the root");
    return structuredClone(op.value);
  }
  const parent = resolve(doc, tokens.slice(0, -1));
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) {
    const idx = last === "-" ? parent.length : /^(0|[1-9]\d*)$/.test(last) ? Number(last) : NaN;
    if (Number.isNaN(idx)) fail(`bad array index ${last}`);
    if (op.op === "add") {
      if (idx > parent.length) fail(`index ${idx} out of bounds (length ${parent.length})`);
      parent.splice(idx, 0, structuredClone(op.value));
    } else {
      if (idx >= parent.length) fail(`index ${idx} out of bounds (length ${parent.length})`);
      if (op.op === "remove") parent.splice(idx, 1);
      else parent[idx] = structuredClone(op.value);
    }
  } else if (isObject(parent)) {
    if (op.op !== "add" && !Object.hasOwn(parent, last)) fail(`no member ${last}`);
    if (op.op === "remove") delete parent[last];
    else parent[last] = structuredClone(op.value);
  } else {
    fail(`parent of ${op.path} is not a container`);
  }
  return doc;
}

function applyPatch(doc: Json, ops: readonly Op[]): Json {
  let work = structuredClone(doc); // atomic: the input is untouched if any op fails
  ops.forEach((op, i) => { work = applyOne(work, op, i); });
  return work;
}

function diff(a: Json, b: Json, path = ""): Op[] {
  if (deepEqual(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const ops: Op[] = [];
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) ops.push({ op: "remove", path: `${path}/${escapeToken(k)}` });
    for (const k of Object.keys(b)) {
      const p = `${path}/${escapeToken(k)}`;
      if (!Object.hasOwn(a, k)) ops.push({ op: "add", path: p, value: b[k] });
      else ops.push(...diff(a[k], b[k], p));
    }
    return ops;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((x, i) => diff(x, b[i], `${path}/${i}`));
  return [{ op: "replace", path, value: b }];
}

const doc: Json = { name: "svc", tags: ["a", "b"], "a/b": { "m~n": 1 }, limits: { cpu: 2, mem: "1Gi" }, enabled: true };
console.log(resolve(doc, parsePointer("/a~1b/m~0n")), resolve(doc, parsePointer("/tags/1")), resolve(doc, parsePointer("/tags/01")));
const patch: Op[] = [
  { op: "test", path: "/name", value: "svc" },
  { op: "add", path: "/tags/-", value: "c" },
  { op: "add", path: "/tags/0", value: "first" },
  { op: "replace", path: "/limits/cpu", value: 4 },
  { op: "remove", path: "/enabled" },
  { op: "copy", from: "/limits", path: "/defaults" },
  { op: "move", from: "/a~1b", path: "/legacy" },
  { op: "add", path: "/limits/gpu", value: null },
];
const out = applyPatch(doc, patch);
console.log(JSON.stringify(out));
console.log("input untouched:", JSON.stringify(doc) === JSON.stringify({ name: "svc", tags: ["a", "b"], "a/b": { "m~n": 1 }, limits: { cpu: 2, mem: "1Gi" }, enabled: true }));
const bad: Op[][] = [
  [{ op: "test", path: "/limits/cpu", value: 3 }],
  [{ op: "remove", path: "/nope" }],
  [{ op: "add", path: "/tags/9", value: 1 }],
  [{ op: "move", from: "/limits", path: "/limits/inner" }],
  [{ op: "replace", path: "/name/x", value: 1 }],
  [{ op: "add", path: "nope", value: 1 }],
  [{ op: "remove", path: "" }],
];
for (const ops of bad) {
  try { applyPatch(doc, ops); console.log("applied?!"); } catch (e) { console.log(e instanceof PatchError ? e.message : `${(e as Error).name}: ${(e as Error).message}`); }
}
const d = diff(doc, out);
console.log(d.map((o) => `${o.op} ${o.path}${"value" in o ? " " + JSON.stringify(o.value) : ""}`).join("\n"));
console.log("diff round trip:", deepEqual(applyPatch(doc, d), out), applyPatch(doc, [{ op: "replace", path: "", value: [1, 2] }]));
