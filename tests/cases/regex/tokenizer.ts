// A lexer driven by sticky regexes, then a little evaluator.
type Tok = { kind: string; text: string; at: number };

const RULES: [string, RegExp][] = [
  ["ws", /\s+/y],
  ["num", /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y],
  ["id", /[A-Za-z_]\w*/y],
  ["str", /"(?:[^"\\]|\\.)*"/y],
  ["op", /\*\*|[-+*\/%()=,]/y],
];

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let pos = 0;
  outer: while (pos < src.length) {
    for (const [kind, re] of RULES) {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (m) {
        if (kind !== "ws") out.push({ kind, text: m[0], at: pos });
        pos = re.lastIndex;
        continue outer;
      }
    }
    throw new Error(`unexpected ${JSON.stringify(src[pos])} at ${pos}`);
  }
  return out;
}

console.log(lex('x = 3.5e2 * (y + 42) ** 2, s = "a \\"q\\" b"').map((t) => `${t.kind}:${t.text}`).join(" "));
try {
  lex("a = 1 # comment");
} catch (e) {
  if (e instanceof Error) console.log(e.message);
}

// Validation helpers people write.
interface Check {
  name: string;
  re: RegExp;
  inputs: string[];
}
const checks: Check[] = [
  { name: "email", re: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, inputs: ["a@b.io", "no@tld", "sp ace@x.com", "UP@CASE.COM"] },
  { name: "semver", re: /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([\da-z-]+(?:\.[\da-z-]+)*))?$/, inputs: ["1.2.3", "01.2.3", "1.0.0-rc.1", "1.2"] },
  { name: "hex color", re: /^#(?:[0-9a-f]{3}){1,2}$/i, inputs: ["#fff", "#A0b1C2", "#abcd", "fff"] },
  { name: "ipv4", re: /^((25[0-5]|2[0-4]\d|1?\d?\d)(\.(?!$)|$)){4}$/, inputs: ["192.168.0.1", "256.1.1.1", "1.2.3", "0.0.0.0"] },
];
for (const { name, re, inputs } of checks) console.log(name.padEnd(10), inputs.map((s) => `${s}=${re.test(s)}`).join(" "));

// Thousands separators with lookbehind/lookahead.
const commas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
console.log([0, 999, 1000, 1234567, 9876543210].map(commas));

// Parsing key=value pairs with matchAll and destructuring.
const cfg = "host=example.org; port=8080;debug = true ; name='my app'";
const pairs: string[] = [];
for (const [, k, v] of cfg.matchAll(/(\w+)\s*=\s*('[^']*'|[^;]*?)\s*(?:;|$)/g)) pairs.push(`${k}->${v}`);
console.log(pairs);
console.log([...cfg.matchAll(/\d/g)].map((m) => m.index));
