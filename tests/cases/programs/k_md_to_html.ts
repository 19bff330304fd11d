// Markdown-to-HTML converter: headings, lists, code blocks, emphasis, links, tables and a TOC.
interface Heading { level: number; text: string; id: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => ESCAPES[ch]);
}

function slugify(text: string, seen: Map<string, number>): string {
  const base = text.toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

function inline(src: string): string {
  const codes: string[] = [];
  let s = src.replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${escapeHtml(code)}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  s = escapeHtml(s);
  s = s
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, '<img src="$2" alt="$1">')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;([^&]*)&quot;)?\)/g, (_m, text: string, href: string, title?: string) =>
      title ? `<a href="${href}" title="${title}">${text}</a>` : `<a href="${href}">${text}</a>`)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<del>$1</del>');
  return s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => codes[Number(i)]);
}

function renderTable(rows: string[]): string {
  const cells = (r: string) => r.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const head = cells(rows[0]);
  const aligns = cells(rows[1]).map((spec) =>
    spec.startsWith(':') && spec.endsWith(':') ? 'center' : spec.endsWith(':') ? 'right' : spec.startsWith(':') ? 'left' : '');
  const attr = (i: number) => (aligns[i] ? ` style="text-align:${aligns[i]}"` : '');
  const out = ['<table>', '<thead><tr>' + head.map((h, i) => `<th${attr(i)}>${inline(h)}</th>`).join('') + '</tr></thead>', '<tbody>'];
  for (const r of rows.slice(2)) out.push('<tr>' + cells(r).map((d, i) => `<td${attr(i)}>${inline(d)}</td>`).join('') + '</tr>');
  out.push('</tbody>', '</table>');
  return out.join('\n');
}

function convert(md: string): { html: string; headings: Heading[] } {
  const lines = md.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushPara = () => {
    if (para.length) out.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
  };
  const flushList = () => {
    if (!list) return;
    const tag = list.ordered ? 'ol' : 'ul';
    out.push(`<${tag}>`, ...list.items.map((it) => `  <li>${inline(it)}</li>`), `</${tag}>`);
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      flushPara();
      flushList();
      const body: string[] = [];
      while (++i < lines.length && !lines[i].startsWith('```')) body.push(lines[i]);
      const cls = fence[1] ? ` class="language-${fence[1]}"` : '';
      out.push(`<pre><code${cls}>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    const h = line.match(/^(#{1,6})\s+(.*?)\s*#*$/);
    if (h) {
      flushPara();
      flushList();
      const level = h[1].length;
      const text = inline(h[2]);
      const id = slugify(h[2], seen);
      headings.push({ level, text: h[2], id });
      out.push(`<h${level} id="${id}">${text}</h${level}>`);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(lines[i + 1])) {
      flushPara();
      flushList();
      const rows = [line];
      while (i + 1 < lines.length && lines[i + 1].includes('|')) rows.push(lines[++i]);
      out.push(renderTable(rows));
      continue;
    }
    const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushPara();
      const ordered = item[2] !== undefined;
      if (list && list.ordered !== ordered) flushList();
      if (!list) list = { ordered, items: [] };
      list.items.push(item[3]);
      continue;
    }
    if (/^(-{3,}|\*{3,})$/.test(line.trim())) {
      flushPara();
      flushList();
      out.push('<hr>');
      continue;
    }
    if (line.startsWith('> ')) {
      flushPara();
      flushList();
      out.push(`<blockquote>${inline(line.slice(2))}</blockquote>`);
      continue;
    }
    if (line.trim() === '') {
      flushPara();
      flushList();
      continue;
    }
    flushList();
    para.push(line.trim());
  }
  flushPara();
  flushList();
  return { html: out.join('\n'), headings };
}

function toc(headings: Heading[]): string {
  const minLevel = Math.min(...headings.map((h) => h.level));
  return headings.map((h) => `${'  '.repeat(h.level - minLevel)}- [${h.text}](#${h.id})`).join('\n');
}

const doc = `# Kiln *notes*

Kiln compiles **TypeScript** to native code. See [the docs](https://example.com/docs "Docs") or
the \`README.md\` file & friends.

## Install

1. Clone the repo
2. Run \`cmake -S . -B build\`
3. Build with **ninja**

## Usage

- \`kiln build x.ts\` makes a binary
- ~~old flag~~ is gone
* works with <stdin>

\`\`\`ts
const x: number = 1 < 2 ? 3 : 4;
console.log("a & b");
\`\`\`

> Note: this is *experimental*.

---

| Option | Default | Meaning |
|:-------|:-------:|--------:|
| \`-O\` | 0 | optimisation level |
| \`-o\` | a.out | output **file** |

## Usage

![logo](img/logo.png)
Trailing text with 2 * 3 = 6 and a_b_c.
`;

const { html, headings } = convert(doc);
console.log(html);
console.log('---- TOC ----');
console.log(toc(headings));
console.log('---- stats ----');
const tags = new Map<string, number>();
for (const m of html.matchAll(/<([a-z][a-z0-9]*)\b/g)) tags.set(m[1], (tags.get(m[1]) ?? 0) + 1);
console.log([...tags].sort(([a], [b]) => a.localeCompare(b)).map(([t, n]) => `${t}:${n}`).join(' '));
console.log(headings);
