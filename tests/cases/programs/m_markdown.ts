// A small Markdown-subset to HTML converter: headings, lists, emphasis,
// code spans, fenced code, links, block quotes and paragraphs.

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "code"; lang: string; lines: string[] }
  | { kind: "quote"; lines: string[] }
  | { kind: "rule" };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

// Inline formatting. Code spans are pulled out first so that their content
// is not touched by the emphasis rules, then put back at the end.
function renderInline(src: string): string {
  const spans: string[] = [];
  let text = src.replace(/`([^`]+)`/g, (_m, code: string) => {
    spans.push(`<code>${escapeHtml(code)}</code>`);
    return `\u0000${spans.length - 1}\u0000`;
  });
  text = escapeHtml(text);
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;([^&]*)&quot;)?\)/g,
    (_m, label: string, href: string, title?: string) => {
      const t = title !== undefined ? ` title="${title}"` : "";
      return `<a href="${href}"${t}>${label}</a>`;
    });
  text = text.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  text = text.replace(/(^|[^*])\*([^*]+)\*/g, "$1<em>$2</em>");
  text = text.replace(/_([^_]+)_/g, "<em>$1</em>");
  text = text.replace(/~~(.+?)~~/g, "<del>$1</del>");
  return text.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => spans[Number(i)]);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*(\d+)[.)]\s+(.*)$/;
const FENCE = /^```\s*(\w*)\s*$/;

function parseBlocks(doc: string): Block[] {
  const lines = doc.split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i])) body.push(lines[i++]);
      i++; // closing fence
      blocks.push({ kind: "code", lang: fence[1], lines: body });
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      blocks.push({ kind: "heading", level: h[1].length, text: h[2] });
      i++;
      continue;
    }
    if (/^(-{3,}|\*{3,})$/.test(line.trim())) {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }
    if (line.startsWith(">")) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i].startsWith(">")) {
        quoted.push(lines[i].replace(/^>\s?/, ""));
        i++;
      }
      blocks.push({ kind: "quote", lines: quoted });
      continue;
    }
    const isBullet = BULLET.test(line);
    if (isBullet || ORDERED.test(line)) {
      const re = isBullet ? BULLET : ORDERED;
      const items: string[] = [];
      let m: RegExpExecArray | null;
      while (i < lines.length && (m = re.exec(lines[i])) !== null) {
        items.push(m[m.length - 1]);
        i++;
      }
      blocks.push({ kind: "list", ordered: !isBullet, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && !HEADING.test(lines[i]) &&
      !FENCE.test(lines[i]) && !BULLET.test(lines[i])) {
      para.push(lines[i].trim());
      i++;
    }
    blocks.push({ kind: "paragraph", lines: para });
  }
  return blocks;
}

function renderBlock(b: Block): string {
  switch (b.kind) {
    case "heading": {
      const id = slugify(b.text);
      return `<h${b.level} id="${id}">${renderInline(b.text)}</h${b.level}>`;
    }
    case "paragraph":
      return `<p>${renderInline(b.lines.join(" "))}</p>`;
    case "list": {
      const tag = b.ordered ? "ol" : "ul";
      const items = b.items.map((it) => `  <li>${renderInline(it)}</li>`);
      return [`<${tag}>`, ...items, `</${tag}>`].join("\n");
    }
    case "code": {
      const cls = b.lang ? ` class="language-${b.lang}"` : "";
      return `<pre><code${cls}>${escapeHtml(b.lines.join("\n"))}</code></pre>`;
    }
    case "quote":
      return `<blockquote>\n${toHtml(b.lines.join("\n"))}\n</blockquote>`;
    case "rule":
      return "<hr />";
  }
}

function toHtml(doc: string): string {
  return parseBlocks(doc).map(renderBlock).join("\n");
}

function tableOfContents(doc: string): string[] {
  const out: string[] = [];
  for (const b of parseBlocks(doc)) {
    if (b.kind !== "heading" || b.level > 3) continue;
    const indent = "  ".repeat(b.level - 1);
    out.push(`${indent}- ${b.text} (#${slugify(b.text)})`);
  }
  return out;
}

const version = "0.4.2";
const README = `# Kiln Notes v${version}

A *tiny* compiler for **typed** scripts. See [the docs](https://example.com/docs "Docs home")
or run \`kiln --help\` for options.

## Install

1. Download the \`tar.gz\` archive
2. Unpack it: \`tar xzf kiln.tar.gz\`
3. Add \`bin/\` to your **PATH**

## Features & limits

- Fast _incremental_ builds
- Uses <LLVM> & a small runtime
* ~~No~~ Some generics support
+ Escapes "quotes" in text

> Note: this is **beta** software.
> Report bugs at [issues](https://example.com/issues).

---

\`\`\`ts
const x: number = 1 < 2 ? 3 : 4;
console.log(\`x=\${x}\`);
\`\`\`

### Trailing heading ###
Last paragraph
spans two lines.`;

console.log(toHtml(README));
console.log("--- toc ---");
for (const line of tableOfContents(README)) console.log(line);

const stats = parseBlocks(README).reduce<Record<string, number>>((acc, b) => {
  acc[b.kind] = (acc[b.kind] ?? 0) + 1;
  return acc;
}, {});
console.log(JSON.stringify(stats));
console.log(Object.entries(stats).sort(([a], [b]) => a.localeCompare(b))
  .map(([k, v]) => `${k}=${v}`).join(", "));
