// A markdown-to-HTML converter for a subset: headings, paragraphs, emphasis,
// code spans and fenced blocks, links, ordered/unordered lists, quotes, rules.
type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "para"; lines: string[] }
  | { kind: "code"; lang: string; lines: string[] }
  | { kind: "list"; ordered: boolean; start: number; items: string[] }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "rule" };

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (ch) => ESC[ch] ?? ch);

function inline(src: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "`") {
      const end = src.indexOf("`", i + 1);
      if (end > i) {
        out.push(`<code>${escapeHtml(src.slice(i + 1, end))}</code>`);
        i = end + 1;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const strong = src[i + 1] === ch;
      const marker = strong ? ch + ch : ch;
      const end = src.indexOf(marker, i + marker.length);
      if (end > i + marker.length) {
        const tag = strong ? "strong" : "em";
        out.push(`<${tag}>${inline(src.slice(i + marker.length, end))}</${tag}>`);
        i = end + marker.length;
        continue;
      }
    }
    if (ch === "[") {
      const m = /^\[([^\]]+)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)/.exec(src.slice(i));
      if (m) {
        const title = m[3] !== undefined ? ` title="${escapeHtml(m[3])}"` : "";
        out.push(`<a href="${escapeHtml(m[2])}"${title}>${inline(m[1])}</a>`);
        i += m[0].length;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < src.length && "\\`*_[]#".includes(src[i + 1])) {
      out.push(escapeHtml(src[i + 1]));
      i += 2;
      continue;
    }
    out.push(escapeHtml(ch));
    i++;
  }
  return out.join("");
}

function parseBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  const isBlank = (s: string): boolean => s.trim() === "";
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith("```")) body.push(lines[i++]);
      i++; // closing fence (or end of input)
      blocks.push({ kind: "code", lang: fence[1], lines: body });
      continue;
    }
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      blocks.push({ kind: "heading", level: h[1].length, text: h[2] });
      i++;
      continue;
    }
    if (/^(\*\s*){3,}$|^(-\s*){3,}$/.test(line.trim())) {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }
    if (line.startsWith(">")) {
      const inner: string[] = [];
      while (i < lines.length && lines[i].startsWith(">")) inner.push(lines[i++].replace(/^>\s?/, ""));
      blocks.push({ kind: "quote", blocks: parseBlocks(inner) });
      continue;
    }
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const list: Block = { kind: "list", ordered, start: ordered ? parseInt(item[2], 10) : 1, items: [] };
      while (i < lines.length) {
        const m = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(lines[i]);
        if (m && /\d/.test(m[2]) === ordered) {
          list.items.push(m[3]);
          i++;
        } else if (!m && !isBlank(lines[i]) && /^\s+/.test(lines[i]) && list.items.length > 0) {
          list.items[list.items.length - 1] += " " + lines[i].trim();
          i++;
        } else break;
      }
      blocks.push(list);
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && !/^(#{1,6}\s|```|>)/.test(lines[i])) para.push(lines[i++].trim());
    blocks.push({ kind: "para", lines: para });
  }
  return blocks;
}

function render(b: Block): string {
  switch (b.kind) {
    case "heading": {
      const id = b.text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
      return `<h${b.level} id="${id}">${inline(b.text)}</h${b.level}>`;
    }
    case "para":
      return `<p>${inline(b.lines.join(" "))}</p>`;
    case "code": {
      const cls = b.lang ? ` class="language-${b.lang}"` : "";
      return `<pre><code${cls}>${escapeHtml(b.lines.join("\n"))}</code></pre>`;
    }
    case "list": {
      const tag = b.ordered ? "ol" : "ul";
      const start = b.ordered && b.start !== 1 ? ` start="${b.start}"` : "";
      return `<${tag}${start}>\n${b.items.map((it) => `  <li>${inline(it)}</li>`).join("\n")}\n</${tag}>`;
    }
    case "quote":
      return `<blockquote>\n${b.blocks.map(render).join("\n")}\n</blockquote>`;
    case "rule":
      return "<hr />";
  }
}

function toHtml(md: string): string {
  return parseBlocks(md.replace(/\r\n/g, "\n").split("\n")).map(render).join("\n");
}

function outline(md: string): string[] {
  return parseBlocks(md.split("\n"))
    .filter((b): b is Extract<Block, { kind: "heading" }> => b.kind === "heading")
    .map((h) => `${"  ".repeat(h.level - 1)}- ${h.text}`);
}

const doc = [
  "# Release notes: v2.3 #",
  "",
  "This release is **mostly bug fixes** with one _new_ feature,",
  "see the [changelog](https://example.com/changes \"All changes\") for details.",
  "",
  "## Changes",
  "",
  "- Faster `parse()` for inputs > 1 MB",
  "- Fixed <script> escaping & quoting",
  "  in attribute values",
  "* A third item with *nested **strong** emphasis*",
  "",
  "3. Upgrade the package",
  "4. Run `migrate --all`",
  "",
  "> **Note:** the old API still works.",
  "> It will be removed in v3.",
  "",
  "```ts",
  "const x: Map<string, number> = new Map();",
  "if (a < b && c > d) console.log(\"ok\");",
  "```",
  "",
  "---",
  "### Thanks \\*everyone\\*",
  "Unclosed *emphasis and `code stay literal",
].join("\n");

console.log(toHtml(doc));
console.log(outline(doc).join("\n"));
console.log(JSON.stringify(toHtml("")), JSON.stringify(toHtml("plain")));
