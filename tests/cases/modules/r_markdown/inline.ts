// The inline parser: code spans, emphasis, strong emphasis and links.
import type { Inline } from "./ast";

export let parsedSpans = 0;

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.kind === "text") last.text += text;
  else out.push({ kind: "text", text });
}

export function parseInline(src: string, refs: ReadonlyMap<string, string> = new Map()): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\\" && i + 1 < src.length) {
      pushText(out, src[i + 1]);
      i += 2;
      continue;
    }
    if (ch === "`") {
      const end = src.indexOf("`", i + 1);
      if (end > i) {
        out.push({ kind: "code", text: src.slice(i + 1, end) });
        parsedSpans++;
        i = end + 1;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const strong = src.startsWith(ch + ch, i);
      const delim = strong ? ch + ch : ch;
      const end = src.indexOf(delim, i + delim.length);
      if (end > i + delim.length) {
        const inner = parseInline(src.slice(i + delim.length, end), refs);
        out.push({ kind: strong ? "strong" : "em", children: inner });
        parsedSpans++;
        i = end + delim.length;
        continue;
      }
    }
    if (ch === "[") {
      const m = /^\[([^\]]+)\](?:\(([^)\s]+)\)|\[([^\]]*)\])/.exec(src.slice(i));
      if (m) {
        const key = (m[3] || m[1]).toLowerCase();
        const href = m[2] ?? refs.get(key);
        if (href !== undefined) {
          out.push({ kind: "link", href, children: parseInline(m[1], refs) });
          parsedSpans++;
          i += m[0].length;
          continue;
        }
      }
    }
    pushText(out, ch);
    i++;
  }
  return out;
}

export function plainText(xs: Inline[]): string {
  return xs.map((x) => (x.kind === "text" || x.kind === "code" ? x.text : plainText(x.children))).join("");
}
