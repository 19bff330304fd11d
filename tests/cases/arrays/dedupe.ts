// Deduplicating and counting with arrays only.
function unique(xs: string[]): string[] {
  const out: string[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}
const text = "to be or not to be that is the question to ask";
const ws: string[] = [];
let w = "";
for (let i = 0; i <= text.length; i++) {
  const ch = i < text.length ? text[i] : " ";
  if (ch === " ") { if (w.length > 0) ws.push(w); w = ""; } else w += ch;
}
const u = unique(ws);
console.log(ws.length, u.length, u.join(" "));
const counts: number[] = new Array(u.length).fill(0);
for (const x of ws) counts[u.indexOf(x)]++;
for (let i = 0; i < u.length; i++) if (counts[i] > 1) console.log(u[i], counts[i]);
console.log(ws.reverse().join(" "));
