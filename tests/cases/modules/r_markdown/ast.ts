// The document tree shared by the parsers and the renderer.
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "em" | "strong"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "code"; lang: string | null; lines: string[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { kind: "quote"; children: Block[] }
  | { kind: "rule" };

export interface Document {
  blocks: Block[];
  links: Map<string, string>;
}

export class ParseError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "ParseError";
  }
}
