// JSON.parse rejects malformed text with V8's exact SyntaxError messages.
const inputs: string[] = [
  "", " ", "{", "[", '{"a":1,}', "[1,]", '{"a" 1}', "tru", "nul", "fals", '"abc', '"a\\x"', "01", "-01", "1.",
  "-", "1e", "1e+", "1.5e-", "{a:1}", "'x'", "[1 2]", '"\u0001"', '{"a":1}x', "\u00e9", '"\\u12"', '"\\u12',
  '"\\uZZZZ"', "undefined", "NaN", "Infinity", "[object Object]", "[1,,2]", '{"a":1 "b":2}', '{"a":1, "b" 2}',
  "{,}", "  }", '"abc\\', "1.5e+", "[1,2", '{"a":', '{"a"', "-a", "+1", ".5", '"\\', "truex", "trux", "tr1",
  't"', "[true false]", "\uD83D\uDE00", '{"a":1}}', "123abc", '"a\nb"', "\u2028", '"\\\u20ac"',
  '{"key": "value", "other": [1, 2, 3], "bad": }', '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, oops]',
  "{\"a\": [1, 2, {\"b\": nope}]} and a long tail of text here", "                         x",
  '["ok", "also ok", 12345678, ' + "@]", "nulll", "[-]", "[1e]", "{\"\\ud800\": 1, 2}", "\t\r\n",
  "[\"\u00ff\u0100\", x]", "1 2", "[] []", "0x10", "1_000", "--1", "[.5]", "[5.]", "{\"a\":1,\"a\":}",
];
for (const s of inputs) {
  try {
    const v = JSON.parse(s);
    console.log(JSON.stringify(s), "parsed:", JSON.stringify(v));
  } catch (e) {
    if (e instanceof SyntaxError) console.log(JSON.stringify(s), "->", e.name + ": " + e.message);
    else console.log("unexpected error", e);
  }
}
