// markdown_table: reads tab- or pipe-separated rows from stdin (process.stdin 'data'
// events), infers column types, and prints a Markdown table with alignment,
// numeric columns right-aligned and summed, wide text truncated with an
// ellipsis. A malformed row count ends with an uncaught error (exit 1).
type Kind = "int" | "float" | "date" | "bool" | "text";

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const lines = input.replace(/\r\n?/g, "\n").split("\n").filter((l) => l.trim() && !l.startsWith("//"));
  const sep = lines[0].includes("\t") ? "\t" : "|";
  const rows = lines.map((l) => l.split(sep).map((c) => c.trim()));
  const [header, ...body] = rows;
  const width = header.length;
  const ragged = body.filter((r) => r.length !== width);
  const kinds: Kind[] = header.map((_, i) => inferKind(body.map((r) => r[i] ?? "")));
  const MAX = 18;
  const shown = (s: string) => ([...s].length > MAX ? [...s].slice(0, MAX - 1).join("") + "…" : s);
  const cells = [header.map(shown), ...body.map((r) => header.map((_, i) => format(r[i] ?? "", kinds[i])).map(shown))];
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => [...r[i]].length)));
  const right = (k: Kind) => k === "int" || k === "float";
  const pad = (s: string, i: number) => {
    const n = widths[i] - [...s].length;
    return right(kinds[i]) ? " ".repeat(n) + s : s + " ".repeat(n);
  };
  console.log(`| ${cells[0].map(pad).join(" | ")} |`);
  console.log(`|${widths.map((w, i) => (right(kinds[i]) ? "-".repeat(w + 1) + ":" : kinds[i] === "bool" ? ":" + "-".repeat(w) + ":" : "-".repeat(w + 2))).join("|")}|`);
  for (const r of cells.slice(1)) console.log(`| ${r.map(pad).join(" | ")} |`);
  const totals = header.map((_, i) => {
    if (!right(kinds[i])) return i === 0 ? "**total**" : "";
    const sum = body.reduce((a, r) => a + (Number(r[i]) || 0), 0);
    return kinds[i] === "int" ? sum.toLocaleString("en-US") : sum.toFixed(2);
  });
  console.log(`| ${totals.map(pad).join(" | ")} |`);
  console.log(`\n${body.length} rows; columns: ${header.map((h, i) => `${h}:${kinds[i]}`).join(", ")}`);
  const dates = body.map((r) => r[kinds.indexOf("date")]).filter(Boolean).map((d) => Date.parse(d)).sort((a, b) => a - b);
  if (dates.length) console.log(`dates span ${Math.round((dates[dates.length - 1] - dates[0]) / 864e5)} days`);
  if (ragged.length) throw new RangeError(`${ragged.length} row(s) with a wrong number of cells: ${ragged.map((r) => r.length).join(",")}`);
});

function inferKind(values: string[]): Kind {
  const vs = values.filter((v) => v !== "" && v !== "-");
  if (vs.length === 0) return "text";
  if (vs.every((v) => /^[+-]?\d{1,3}(,\d{3})*$|^[+-]?\d+$/.test(v))) return "int";
  if (vs.every((v) => !isNaN(Number(v.replace(/,/g, ""))))) return "float";
  if (vs.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !isNaN(Date.parse(v)))) return "date";
  if (vs.every((v) => /^(true|false|yes|no)$/i.test(v))) return "bool";
  return "text";
}

function format(v: string, k: Kind): string {
  if (v === "" || v === "-") return "";
  switch (k) {
    case "int": return Number(v.replace(/,/g, "")).toLocaleString("en-US");
    case "float": return Number(v.replace(/,/g, "")).toFixed(2);
    case "bool": return /^(true|yes)$/i.test(v) ? "✓" : "✗";
    case "date": return new Date(v + "T00:00:00Z").toUTCString().slice(0, 16);
    default: return v.replace(/\|/g, "\\|");
  }
}
