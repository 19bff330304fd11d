// Renders the document tree to HTML, with a table of contents.
import type { Block, Document, Inline } from "./ast";
import { plainText } from "./inline";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function inline(xs: Inline[]): string {
  return xs
    .map((x) => {
      switch (x.kind) {
        case "text": return escape(x.text);
        case "code": return `<code>${escape(x.text)}</code>`;
        case "em": return `<em>${inline(x.children)}</em>`;
        case "strong": return `<strong>${inline(x.children)}</strong>`;
        case "link": return `<a href="${escape(x.href)}">${inline(x.children)}</a>`;
      }
    })
    .join("");
}

function block(b: Block): string {
  switch (b.kind) {
    case "heading": return `<h${b.level} id="${slug(plainText(b.content))}">${inline(b.content)}</h${b.level}>`;
    case "paragraph": return `<p>${inline(b.content)}</p>`;
    case "rule": return "<hr>";
    case "code": return `<pre><code${b.lang ? ` class="language-${b.lang}"` : ""}>${b.lines.map(escape).join("\n")}</code></pre>`;
    case "quote": return `<blockquote>\n${b.children.map(block).join("\n")}\n</blockquote>`;
    case "list": {
      const tag = b.ordered ? "ol" : "ul";
      const start = b.ordered && b.start !== 1 ? ` start="${b.start}"` : "";
      return `<${tag}${start}>\n${b.items.map((it) => `  <li>${inline(it)}</li>`).join("\n")}\n</${tag}>`;
    }
  }
}

export interface RenderOptions {
  toc?: boolean;
}

export default function render(doc: Document, opts: RenderOptions = {}): string {
  const parts = doc.blocks.map(block);
  if (opts.toc) {
    const heads = doc.blocks.filter((b): b is Extract<Block, { kind: "heading" }> => b.kind === "heading");
    const toc = heads.map((h) => `${"  ".repeat(h.level - 1)}- ${plainText(h.content)} (#${slug(plainText(h.content))})`);
    parts.unshift(`<!-- toc\n${toc.join("\n")}\n-->`);
  }
  return parts.join("\n");
}
