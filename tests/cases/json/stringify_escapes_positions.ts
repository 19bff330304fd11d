// Every character that JSON escapes (and a few that it does not), at each
// position of strings of 0 to 19 characters, through the generic path (an
// `unknown` value) and inside objects and arrays.
const specials: string[] = ["\"", "\\", "\n", "\r", "\t", "\b", "\f", "\u0000", "\u0001", "\u001f", " ", "~", "\u007f", "\u0080", "\u00e9", "\u00ff", "/"];
let total = 0;
let lines: string[] = [];
for (const sp of specials) {
  for (let len = 1; len < 20; len++) {
    for (let pos = 0; pos < len; pos++) {
      const s = "a".repeat(pos) + sp + "b".repeat(len - pos - 1);
      const v: unknown = s;
      const j = JSON.stringify(v);
      total += j.length;
      if (pos === len - 1 && len % 6 === 1) lines.push(j);
    }
  }
}
console.log(total);
for (const l of lines) console.log(l);
const plain: unknown = { name: "Example Widget Order", tags: ["alpha", "beta"], empty: "", eight: "12345678", sixteen: "abcdefghijklmnop" };
console.log(JSON.stringify(plain));
const mixed: unknown = { k: "x\"y", arr: ["1234567\\", "\u001e1234567", "12345678\n"], wide: "caf\u00e9 \u2603" };
console.log(JSON.stringify(mixed));
console.log(JSON.stringify(mixed, null, 2));
