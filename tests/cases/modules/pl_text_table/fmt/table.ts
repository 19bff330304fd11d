// Renders rows as a plain-text table with aligned, optionally formatted columns.
export type Align = "left" | "right" | "center";

export interface Column<Row> {
  header: string;
  get: (row: Row) => string | number | null;
  align?: Align;
  format?: (v: number) => string;
  maxWidth?: number;
}

export enum Border {
  None,
  Ascii,
  Markdown,
}

export interface TableOptions {
  border?: Border;
  footer?: (string | number)[];
  nullText?: string;
}

function pad(s: string, width: number, align: Align): string {
  const gap = width - s.length;
  if (gap <= 0) return s;
  switch (align) {
    case "left":
      return s + " ".repeat(gap);
    case "right":
      return " ".repeat(gap) + s;
    case "center": {
      const l = Math.floor(gap / 2);
      return " ".repeat(l) + s + " ".repeat(gap - l);
    }
  }
}

function truncate(s: string, max?: number): string {
  if (max === undefined || s.length <= max) return s;
  return max <= 1 ? s.slice(0, max) : s.slice(0, max - 1) + "…";
}

export class Table<Row> {
  private rows: Row[] = [];
  constructor(private readonly columns: Column<Row>[], private readonly opts: TableOptions = {}) {}

  add(...rows: Row[]): this {
    this.rows.push(...rows);
    return this;
  }

  private cell(col: Column<Row>, row: Row): string {
    const v = col.get(row);
    if (v === null) return this.opts.nullText ?? "";
    if (typeof v === "number") return col.format ? col.format(v) : String(v);
    return truncate(v, col.maxWidth);
  }

  render(): string {
    const border = this.opts.border ?? Border.Ascii;
    const body = this.rows.map((r) => this.columns.map((c) => this.cell(c, r)));
    const foot = this.opts.footer?.map(String);
    const widths = this.columns.map((c, i) =>
      Math.max(c.header.length, ...body.map((cells) => cells[i].length), foot ? (foot[i] ?? "").length : 0),
    );
    const aligns = this.columns.map((c) => c.align ?? "left");
    const line = (cells: string[], aligned = true): string => {
      const parts = cells.map((s, i) => pad(s, widths[i], aligned ? aligns[i] : "center"));
      return border === Border.None ? parts.join("  ").trimEnd() : `| ${parts.join(" | ")} |`;
    };
    const out: string[] = [];
    const rule = border === Border.Markdown
      ? `|${widths.map((w, i) => (aligns[i] === "right" ? "-".repeat(w + 1) + ":" : aligns[i] === "center" ? ":" + "-".repeat(w) + ":" : "-".repeat(w + 2))).join("|")}|`
      : `+${widths.map((w) => "-".repeat(w + 2)).join("+")}+`;
    if (border === Border.Ascii) out.push(rule);
    out.push(line(this.columns.map((c) => c.header), false));
    if (border !== Border.None) out.push(rule);
    for (const cells of body) out.push(line(cells));
    if (foot) {
      if (border === Border.Ascii) out.push(rule);
      out.push(line(this.columns.map((_, i) => foot[i] ?? "")));
    }
    if (border === Border.Ascii) out.push(rule);
    return out.join("\n");
  }
}
