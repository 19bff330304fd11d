// A small Markdown-to-HTML converter: headings, lists, code blocks, emphasis, links, a table of contents and slugs.
const DOC = `# Kiln notes
Some *intro* text with **bold**, \`code\` and a [link](https://example.com/a?b=1&c=2).

## Install & build
1. Clone the repo
2. Run \`cmake\`
3. Enjoy

## Features
- Fast _native_ code
- Small binaries
  - nested items are flattened
- Unicode: héllo wörld ✓

\`\`\`ts
const x = 1 < 2 && "a" > "b";
\`\`\`

### Edge cases
Line with trailing spaces  
and a <tag> & ampersand.

> Quoted text
> continues here

---
Done.`;

interface Heading { level: number; text: string; slug: string }

const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function slugify(text: string, seen: Map<string, number>): string {
  const base = text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

function inline(s: string): string {
  const codes: string[] = [];
  let out = s.replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(escapeHtml(code)) - 1}\u0000`);
  out = escapeHtml(out)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(?<![*\w])[*_](.+?)[*_](?![*\w])/g, "<em>$1</em>")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`);
  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => `<code>${codes[Number(i)]}</code>`);
}

class Converter {
  readonly headings: Heading[] = [];
  private slugs = new Map<string, number>();

  convert(md: string): string {
    const lines = md.split("\n");
    const html: string[] = [];
    let list: "ul" | "ol" | null = null;
    let para: string[] = [];
    const flushPara = () => { if (para.length) { html.push(`<p>${para.join("<br>\n")}</p>`); para = []; } };
    const closeList = () => { if (list) { html.push(`</${list}>`); list = null; } };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      let m: RegExpMatchArray | null;
      if (line.startsWith("```")) {
        flushPara(); closeList();
        const lang = line.slice(3).trim();
        const body: string[] = [];
        while (++i < lines.length && !lines[i].startsWith("```")) body.push(lines[i]);
        html.push(`<pre><code${lang ? ` class="language-${lang}"` : ""}>${escapeHtml(body.join("\n"))}</code></pre>`);
      } else if ((m = line.match(/^(#{1,6})\s+(.*)$/))) {
        flushPara(); closeList();
        const level = m[1].length;
        const slug = slugify(m[2], this.slugs);
        this.headings.push({ level, text: m[2], slug });
        html.push(`<h${level} id="${slug}">${inline(m[2])}</h${level}>`);
      } else if ((m = line.match(/^\s*([-*]|\d+\.)\s+(.*)$/))) {
        flushPara();
        const kind = /\d/.test(m[1]) ? "ol" : "ul";
        if (list !== kind) { closeList(); html.push(`<${kind}>`); list = kind; }
        html.push(`  <li>${inline(m[2])}</li>`);
      } else if (line.startsWith(">")) {
        flushPara(); closeList();
        const quote: string[] = [line.replace(/^>\s?/, "")];
        while (i + 1 < lines.length && lines[i + 1].startsWith(">")) quote.push(lines[++i].replace(/^>\s?/, ""));
        html.push(`<blockquote>${inline(quote.join(" "))}</blockquote>`);
      } else if (/^-{3,}$/.test(line.trim())) {
        flushPara(); closeList();
        html.push("<hr>");
      } else if (line.trim() === "") {
        flushPara(); closeList();
      } else {
        closeList();
        para.push(inline(line.replace(/\s{2,}$/, "")));
      }
    }
    flushPara(); closeList();
    return html.join("\n");
  }

  toc(): string {
    const min = Math.min(...this.headings.map((h) => h.level));
    return this.headings.map((h) => `${"  ".repeat(h.level - min)}- [${h.text}](#${h.slug})`).join("\n");
  }
}

const conv = new Converter();
const out = conv.convert(DOC);
console.log(out);
console.log("\nTOC:\n" + conv.toc());
console.log(JSON.stringify(conv.headings.map((h) => h.slug)), slugify("Édition spéciale!", new Map()));
console.log(`${out.split("\n").length} lines, ${(out.match(/<li>/g) ?? []).length} items, ${out.length} chars`);
