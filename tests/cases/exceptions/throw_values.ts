// Any value can be thrown; catch narrows it with typeof and instanceof.
interface Problem {
  code: number;
  detail: string;
}
function thrower(kind: number): void {
  switch (kind) {
    case 0: throw "a string";
    case 1: throw 42;
    case 2: throw true;
    case 3: throw null;
    case 4: throw undefined;
    case 5: { const p: Problem = { code: 7, detail: "structured" }; throw p; }
    case 6: throw [1, 2, 3];
    case 7: throw new Error("an error");
    case 8: throw (() => "a function");
  }
}
function describe(e: unknown): string {
  if (typeof e === "string") return "string(" + e.length + "): " + e;
  if (typeof e === "number") return "number: " + (e + 1);
  if (typeof e === "boolean") return "boolean: " + !e;
  if (e === null) return "null";
  if (e === undefined) return "undefined";
  if (e instanceof Error) return "Error: " + e.message;
  if (typeof e === "function") return "function";
  if (Array.isArray(e)) return "array";
  if (typeof e === "object") return "object";
  return "?";
}
for (let k = 0; k <= 9; k++) {
  try {
    thrower(k);
    console.log(k, "nothing thrown");
  } catch (e) {
    console.log(k, describe(e), typeof e);
  }
}
try {
  thrower(5);
} catch (e) {
  console.log(e);
}
try {
  thrower(0);
} catch (e) {
  console.log(e, String(e), `${e}`);
}
