// The block parser: splits lines into headings, paragraphs, lists, quotes and fences.
import { ParseError, type Block, type Document } from "./ast";
import { parseInline } from "./inline";

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d+)[.)]\s+(.*)$/;
const REF = /^\[([^\]]+)\]:\s*(\S+)\s*$/;

export function parseBlocks(text: string): Document {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const links = new Map<string, string>();
  for (const l of lines) {
    const m = REF.exec(l);
    if (m) links.set(m[1].toLowerCase(), m[2]);
  }
  return { blocks: parseLines(lines.filter((l) => !REF.test(l)), links, 1), links };
}

function parseLines(lines: string[], links: Map<string, string>, first: number): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: "paragraph", content: parseInline(para.join(" "), links) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m: RegExpExecArray | null;
    if (line.trim() === "") {
      flush();
    } else if (line.startsWith("```")) {
      flush();
      const lang = line.slice(3).trim() || null;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j].startsWith("```")) body.push(lines[j++]);
      if (j === lines.length) throw new ParseError(first + i, "unclosed code fence");
      blocks.push({ kind: "code", lang, lines: body });
      i = j;
    } else if ((m = HEADING.exec(line))) {
      flush();
      const level = m[1].length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: "heading", level, content: parseInline(m[2], links) });
    } else if (/^(\*\s*){3,}$|^(-\s*){3,}$/.test(line)) {
      flush();
      blocks.push({ kind: "rule" });
    } else if (line.startsWith(">")) {
      flush();
      const inner: string[] = [];
      while (i < lines.length && lines[i].startsWith(">")) inner.push(lines[i++].replace(/^>\s?/, ""));
      i--;
      blocks.push({ kind: "quote", children: parseLines(inner, links, first + i) });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      flush();
      const ordered = NUMBERED.test(line);
      const start = ordered ? Number(NUMBERED.exec(line)![1]) : 1;
      const items: string[] = [];
      while (i < lines.length) {
        const b = (ordered ? NUMBERED : BULLET).exec(lines[i]);
        if (b) items.push(b[ordered ? 2 : 1]);
        else if (/^\s{2,}\S/.test(lines[i]) && items.length) items[items.length - 1] += " " + lines[i].trim();
        else break;
        i++;
      }
      i--;
      blocks.push({ kind: "list", ordered, start, items: items.map((s) => parseInline(s, links)) });
    } else {
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}
