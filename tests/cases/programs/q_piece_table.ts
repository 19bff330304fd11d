// A piece-table text buffer: insert/delete over an original and an add buffer,
// undo/redo by snapshots of the piece list, and offset <-> line/column lookups.

enum Source { Original = "orig", Added = "add" }

interface Piece {
  readonly source: Source;
  readonly start: number;
  readonly length: number;
}

interface Position { line: number; column: number }

type Edit =
  | { kind: "insert"; offset: number; text: string }
  | { kind: "delete"; offset: number; length: number };

class RangeError2 extends Error {
  constructor(what: string, value: number, max: number) {
    super(`${what} ${value} out of range [0, ${max}]`);
    this.name = "BufferRangeError";
  }
}

class PieceTable {
  private readonly original: string;
  private added = "";
  private pieces: Piece[];
  private undoStack: { pieces: Piece[]; edit: Edit }[] = [];
  private redoStack: { pieces: Piece[]; edit: Edit }[] = [];
  private lineStartsCache: number[] | null = null;

  constructor(text: string) {
    this.original = text;
    this.pieces = text.length ? [{ source: Source.Original, start: 0, length: text.length }] : [];
  }

  get length(): number {
    return this.pieces.reduce((n, p) => n + p.length, 0);
  }

  get pieceCount(): number {
    return this.pieces.length;
  }

  get canUndo(): boolean { return this.undoStack.length > 0; }
  get canRedo(): boolean { return this.redoStack.length > 0; }

  private buffer(p: Piece): string {
    return p.source === Source.Original ? this.original : this.added;
  }

  getText(): string {
    return this.pieces.map((p) => this.buffer(p).slice(p.start, p.start + p.length)).join("");
  }

  /** Splits pieces so that a boundary falls exactly at offset; returns its index. */
  private splitAt(offset: number): number {
    let pos = 0;
    for (let i = 0; i < this.pieces.length; i++) {
      const p = this.pieces[i];
      if (offset === pos) return i;
      if (offset < pos + p.length) {
        const k = offset - pos;
        const left: Piece = { ...p, length: k };
        const right: Piece = { source: p.source, start: p.start + k, length: p.length - k };
        this.pieces.splice(i, 1, left, right);
        return i + 1;
      }
      pos += p.length;
    }
    return this.pieces.length;
  }

  private record(edit: Edit): void {
    this.undoStack.push({ pieces: [...this.pieces], edit });
    this.redoStack = [];
    this.lineStartsCache = null;
  }

  insert(offset: number, text: string): this {
    if (offset < 0 || offset > this.length) throw new RangeError2("insert offset", offset, this.length);
    if (!text) return this;
    this.record({ kind: "insert", offset, text });
    const idx = this.splitAt(offset);
    const prev = this.pieces[idx - 1];
    // Typing at the end of the last added piece just extends it.
    if (prev && prev.source === Source.Added && prev.start + prev.length === this.added.length) {
      this.pieces[idx - 1] = { ...prev, length: prev.length + text.length };
    } else {
      this.pieces.splice(idx, 0, { source: Source.Added, start: this.added.length, length: text.length });
    }
    this.added += text;
    return this;
  }

  delete(offset: number, length: number): this {
    const total = this.length;
    if (offset < 0 || offset + length > total) throw new RangeError2("delete end", offset + length, total);
    if (length === 0) return this;
    this.record({ kind: "delete", offset, length });
    const first = this.splitAt(offset);
    const last = this.splitAt(offset + length);
    this.pieces.splice(first, last - first);
    return this;
  }

  undo(): Edit | undefined {
    const entry = this.undoStack.pop();
    if (!entry) return undefined;
    this.redoStack.push({ pieces: this.pieces, edit: entry.edit });
    this.pieces = entry.pieces;
    this.lineStartsCache = null;
    return entry.edit;
  }

  redo(): Edit | undefined {
    const entry = this.redoStack.pop();
    if (!entry) return undefined;
    this.undoStack.push({ pieces: this.pieces, edit: entry.edit });
    this.pieces = entry.pieces;
    this.lineStartsCache = null;
    return entry.edit;
  }

  private lineStarts(): number[] {
    if (this.lineStartsCache) return this.lineStartsCache;
    const starts = [0];
    let pos = 0;
    for (const p of this.pieces) {
      const buf = this.buffer(p);
      for (let i = p.start; i < p.start + p.length; i++) {
        if (buf.charCodeAt(i) === 10) starts.push(pos + (i - p.start) + 1);
      }
      pos += p.length;
    }
    this.lineStartsCache = starts;
    return starts;
  }

  get lineCount(): number { return this.lineStarts().length; }

  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }

  offsetAt({ line, column }: Position): number {
    const starts = this.lineStarts();
    const idx = Math.min(Math.max(line, 1), starts.length) - 1;
    const lineEnd = idx + 1 < starts.length ? starts[idx + 1] - 1 : this.length;
    return Math.min(starts[idx] + Math.max(column, 1) - 1, lineEnd);
  }

  getLine(line: number): string {
    const starts = this.lineStarts();
    const text = this.getText();
    const end = line < starts.length ? starts[line] - 1 : text.length;
    return text.slice(starts[line - 1], end);
  }

  describe(): string {
    return this.pieces.map((p) => `${p.source}[${p.start}+${p.length}]`).join(" ");
  }
}

const describeEdit = (e: Edit | undefined): string =>
  !e ? "nothing" : e.kind === "insert" ? `insert ${JSON.stringify(e.text)}@${e.offset}` : `delete ${e.length}@${e.offset}`;

const doc = new PieceTable("function add(a, b) {\n  return a + b;\n}\n");
console.log(`start: ${doc.length} chars, ${doc.lineCount} lines, ${doc.pieceCount} piece`);

doc.insert(doc.offsetAt({ line: 1, column: 14 }), "x, ");
doc.insert(doc.offsetAt({ line: 2, column: 15 }), " + x");
for (const ch of "// sum\n") doc.insert(doc.getText().indexOf("function"), ch);
console.log(doc.getText());
console.log("pieces:", doc.describe());

const ret = doc.getText().indexOf("return");
const pos = doc.positionAt(ret);
console.log(`"return" at offset ${ret} = line ${pos.line}, column ${pos.column}; back: ${doc.offsetAt(pos)}`);
doc.delete(ret, "return ".length).insert(ret, "yield ");
console.log(`line ${pos.line}: ${JSON.stringify(doc.getLine(pos.line))}`);

const undone: string[] = [];
while (doc.canUndo && undone.length < 4) undone.push(describeEdit(doc.undo()));
console.log("undone:", undone.join("; "));
console.log(doc.getText().split("\n").map((l, i) => `${String(i + 1).padStart(2)}| ${l}`).join("\n"));
console.log("redo:", describeEdit(doc.redo()), "/", describeEdit(doc.redo()));
console.log(`now ${doc.length} chars, ${doc.lineCount} lines, ${doc.pieceCount} pieces, undo=${doc.canUndo} redo=${doc.canRedo}`);
doc.insert(0, "'use strict';\n");
console.log(`after new edit redo=${doc.canRedo}; first line ${JSON.stringify(doc.getLine(1))}`);

for (const off of [0, 5, doc.length, doc.length + 3]) {
  try {
    const p = doc.positionAt(off);
    console.log(`offset ${off} -> ${p.line}:${p.column}`);
    if (off > doc.length) doc.insert(off, "!");
  } catch (e) {
    console.log(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  }
}
try {
  doc.delete(10, 1000);
} catch (e) {
  if (e instanceof RangeError2) console.log(`${e.name} caught: ${e.message}`);
}
let rounds = 0;
while (doc.undo()) rounds++;
console.log(`undid ${rounds} edits; back to original: ${doc.getText() === "function add(a, b) {\n  return a + b;\n}\n"}`);
