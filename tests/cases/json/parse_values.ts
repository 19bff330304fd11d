// JSON.parse: numbers exactly as JS reads them, strings with escapes and surrogates, key order, nesting.
const texts: string[] = [
  "0", "-0", "1", "-1", "3.14159", "1e21", "1E-7", "123456789012345678901234567890", "0.1", "2.5e-324",
  "1.7976931348623157e308", "1e309", "-1e309", "4.9406564584124654e-324", "9007199254740993", "0.30000000000000004",
  "  42  ", "true", "false", "null", '""', '"plain"', '"tab\\there"', '"quote \\" and \\\\ slash \\/"',
  '"\\b\\f\\n\\r\\t"', '"\\u0041\\u00e9\\u20ac"', '"\\ud83d\\ude00"', '"\\ud83d alone"', '"\\uDC00"', '"caf\u00e9"',
  '"\u4e2d\u6587"', "[]", "{}", "[[]]", "[{}]", '{"a":{}}', "[1, [2, [3, [4, [5]]]]]",
  '{"b": 1, "a": 2, "10": 3, "2": 4, "x y": 5, "": 6}', '{"a": 1, "b": 2, "a": 3}', '{"__proto__": 1}',
  '[1, "two", true, null, {"three": 3}, [4]]', '{"nested": {"deep": {"deeper": {"deepest": "yes"}}}}',
  ' \t\n\r[ 1 , 2 ]\n',
];
for (const t of texts) {
  const v = JSON.parse(t);
  console.log(JSON.stringify(t), typeof v, JSON.stringify(v));
  console.log(v);
}
const deep = "[".repeat(5000) + "7" + "]".repeat(5000);
let d = JSON.parse(deep);
let depth = 0;
while (Array.isArray(d)) { d = d[0]; depth++; }
console.log("depth", depth, "value", d);
const big: string[] = [];
for (let i = 0; i < 2000; i++) big.push('{"id":' + i + ',"name":"n' + i + '","score":' + (i * 0.5) + "}");
const rows = JSON.parse("[" + big.join(",") + "]");
let sum = 0;
for (const r of rows) sum += r.score;
console.log(rows.length, sum, rows[1999].name, rows[0]);
const neg = JSON.parse("-0");
console.log(neg === 0, 1 / neg);
