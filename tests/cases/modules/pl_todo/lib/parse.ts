// Splits a command line into words, honouring double quotes.
export default function parseArgs(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  let has = false;
  for (const ch of line) {
    if (ch === '"') {
      quoted = !quoted;
      has = true;
    } else if (ch === " " && !quoted) {
      if (has) out.push(cur);
      cur = "";
      has = false;
    } else {
      cur += ch;
      has = true;
    }
  }
  if (quoted) throw new SyntaxError("unterminated quote");
  if (has) out.push(cur);
  return out;
}

export const flagPattern = /^--([a-z]+)(?:=(.*))?$/;
