// A two-pass assembler: labels, comments, named variables, numeric literals.
import { ARG_OPS, Instr, Opcode, mnemonic, opcodeOf } from "./isa";

export class AsmError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "AsmError";
  }
}

export interface Program {
  readonly code: readonly Instr[];
  readonly labels: ReadonlyMap<string, number>;
  readonly vars: readonly string[];
}

interface Pending {
  op: Opcode;
  operand?: string;
  line: number;
}

export function assemble(source: string): Program {
  const labels = new Map<string, number>();
  const pending: Pending[] = [];
  const lines = source.split("\n");
  lines.forEach((raw, idx) => {
    const line = idx + 1;
    const text = raw.replace(/;.*$/, "").trim();
    if (text === "") return;
    const m = /^([A-Za-z_]\w*):\s*(.*)$/.exec(text);
    let rest = text;
    if (m) {
      if (labels.has(m[1])) throw new AsmError(line, `duplicate label '${m[1]}'`);
      labels.set(m[1], pending.length);
      rest = m[2];
      if (rest === "") return;
    }
    const [name, operand, extra] = rest.split(/\s+/);
    const op = opcodeOf(name.toLowerCase());
    if (op === undefined) throw new AsmError(line, `unknown instruction '${name}'`);
    if (extra !== undefined) throw new AsmError(line, `too many operands for ${name}`);
    if (ARG_OPS.has(op) !== (operand !== undefined)) {
      throw new AsmError(line, ARG_OPS.has(op) ? `${name} needs an operand` : `${name} takes no operand`);
    }
    pending.push({ op, operand, line });
  });
  const vars: string[] = [];
  const code = pending.map((p): Instr => {
    if (p.operand === undefined) return { op: p.op, line: p.line };
    if (/^-?\d+$/.test(p.operand)) return { op: p.op, arg: Number(p.operand), line: p.line };
    if (p.op === Opcode.Load || p.op === Opcode.Store) {
      let slot = vars.indexOf(p.operand);
      if (slot < 0) slot = vars.push(p.operand) - 1;
      return { op: p.op, arg: slot, line: p.line };
    }
    const target = labels.get(p.operand);
    if (target === undefined) throw new AsmError(p.line, `undefined label '${p.operand}'`);
    return { op: p.op, arg: target, line: p.line };
  });
  return { code, labels, vars };
}

export function disassemble(p: Program): string {
  const names = new Map<number, string>();
  for (const [name, at] of p.labels) names.set(at, name);
  return p.code
    .map((ins, i) => {
      const label = names.has(i) ? `${names.get(i)}:` : "";
      let arg = "";
      if (ins.arg !== undefined) {
        if (ins.op === Opcode.Load || ins.op === Opcode.Store) arg = ` ${p.vars[ins.arg]}`;
        else if (ins.op === Opcode.Push) arg = ` ${ins.arg}`;
        else arg = ` ${names.get(ins.arg) ?? ins.arg}`;
      }
      return `${String(i).padStart(3, "0")} ${label.padEnd(7)} ${mnemonic(ins.op)}${arg}`;
    })
    .join("\n");
}
