// Tokens of Mini, a small dynamically typed scripting language.

export enum TokenKind {
  Number = "number",
  String = "string",
  Ident = "identifier",
  Keyword = "keyword",
  Punct = "punctuation",
  EOF = "end of input",
}

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface Token extends Position {
  kind: TokenKind;
  text: string;
  /** the decoded value of a number or string literal */
  value?: number | string;
}

export const KEYWORDS: ReadonlySet<string> = new Set([
  "let", "fn", "if", "else", "while", "for", "in", "return", "break",
  "continue", "true", "false", "nil", "try", "catch", "throw", "and", "or", "not",
]);

// Longest first, so the lexer can take the first match.
export const PUNCTUATION: readonly string[] = [
  "==", "!=", "<=", ">=", "+=", "-=", "=>", "..", "(", ")", "{", "}", "[", "]",
  ",", ";", ":", ".", "+", "-", "*", "/", "%", "<", ">", "=",
];

/** Base class of every error Mini reports to the user. */
export class MiniError extends Error {
  constructor(message: string, readonly pos: Position | null) {
    super(pos ? `${message} (line ${pos.line}, column ${pos.col})` : message);
    this.name = "MiniError";
  }
}

export class MiniSyntaxError extends MiniError {
  constructor(message: string, pos: Position) {
    super(message, pos);
    this.name = "MiniSyntaxError";
  }
}

export class MiniRuntimeError extends MiniError {
  constructor(message: string, pos: Position | null) {
    super(message, pos);
    this.name = "MiniRuntimeError";
  }
}

export function describeToken(t: Token): string {
  switch (t.kind) {
    case TokenKind.EOF:
      return "end of input";
    case TokenKind.String:
      return `string ${JSON.stringify(t.value)}`;
    default:
      return `${t.kind} '${t.text}'`;
  }
}
