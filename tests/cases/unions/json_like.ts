// A JSON-like value as a discriminated union, with a pretty printer.
interface JNull { t: "null" }
interface JBool { t: "bool"; v: boolean }
interface JNum { t: "num"; v: number }
interface JStr { t: "str"; v: string }
interface JArr { t: "arr"; items: JVal[] }
interface JObj { t: "obj"; keys: string[]; vals: JVal[] }
type JVal = JNull | JBool | JNum | JStr | JArr | JObj;

function quote(s: string): string { return '"' + s.split('"').join('\\"') + '"'; }

function stringify(v: JVal): string {
  switch (v.t) {
    case "null": return "null";
    case "bool": return v.v ? "true" : "false";
    case "num": return String(v.v);
    case "str": return quote(v.v);
    case "arr": return "[" + v.items.map(stringify).join(",") + "]";
    case "obj": {
      const parts: string[] = [];
      for (let i = 0; i < v.keys.length; i++) parts.push(quote(v.keys[i]) + ":" + stringify(v.vals[i]));
      return "{" + parts.join(",") + "}";
    }
  }
}

function count(v: JVal): number {
  if (v.t === "arr") return 1 + v.items.reduce((a, x) => a + count(x), 0);
  if (v.t === "obj") return 1 + v.vals.reduce((a, x) => a + count(x), 0);
  return 1;
}

const doc: JVal = {
  t: "obj",
  keys: ["name", "tags", "price", "stock", "meta"],
  vals: [
    { t: "str", v: "lamp \"deluxe\"" },
    { t: "arr", items: [{ t: "str", v: "home" }, { t: "str", v: "light" }] },
    { t: "num", v: 19.5 },
    { t: "bool", v: false },
    { t: "obj", keys: ["origin", "note"], vals: [{ t: "str", v: "NL" }, { t: "null" }] },
  ],
};
console.log(stringify(doc));
console.log(count(doc));
const nums: JVal = { t: "arr", items: [1, 2, 3].map((n): JVal => ({ t: "num", v: n * n })) };
console.log(stringify(nums), count(nums));
