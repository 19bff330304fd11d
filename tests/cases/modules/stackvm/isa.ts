// The instruction set of a small stack machine.
export enum Opcode {
  Push,
  Pop,
  Dup,
  Swap,
  Add,
  Sub,
  Mul,
  Div,
  Mod,
  Lt,
  Eq,
  Jmp,
  Jz,
  Load,
  Store,
  Call,
  Ret,
  Print,
  Halt,
}

export interface Instr {
  readonly op: Opcode;
  readonly arg?: number;
  readonly line: number;
}

export const ARG_OPS: ReadonlySet<Opcode> = new Set([Opcode.Push, Opcode.Jmp, Opcode.Jz, Opcode.Load, Opcode.Store, Opcode.Call]);

export function mnemonic(op: Opcode): string {
  return Opcode[op].toLowerCase();
}

export function opcodeOf(name: string): Opcode | undefined {
  for (let op = Opcode.Push; op <= Opcode.Halt; op++) {
    if (mnemonic(op) === name) return op;
  }
  return undefined;
}
