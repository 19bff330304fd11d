// The machine: an operand stack, a call stack, variables, a step limit.
import { Instr, Opcode, mnemonic } from "./isa";
import type { Program } from "./asm";

export class VmError extends Error {
  constructor(readonly pc: number, readonly line: number, message: string) {
    super(`${message} (pc ${pc}, line ${line})`);
    this.name = "VmError";
  }
}

export interface RunResult {
  readonly output: number[];
  readonly steps: number;
  readonly maxDepth: number;
  readonly histogram: Map<string, number>;
}

export class Machine {
  private stack: number[] = [];
  private frames: number[] = [];
  private vars: number[];
  private pc = 0;

  constructor(private readonly program: Program, private readonly stepLimit = 100000) {
    this.vars = program.vars.map(() => 0);
  }

  private pop(ins: Instr): number {
    const v = this.stack.pop();
    if (v === undefined) throw new VmError(this.pc, ins.line, `stack underflow in ${mnemonic(ins.op)}`);
    return v;
  }

  private binary(ins: Instr, f: (a: number, b: number) => number): void {
    const b = this.pop(ins);
    const a = this.pop(ins);
    this.stack.push(f(a, b));
  }

  run(): RunResult {
    const output: number[] = [];
    const histogram = new Map<string, number>();
    let steps = 0;
    let maxDepth = 0;
    const code = this.program.code;
    while (this.pc < code.length) {
      if (++steps > this.stepLimit) throw new VmError(this.pc, code[this.pc].line, `step limit ${this.stepLimit} exceeded`);
      const ins = code[this.pc];
      const name = mnemonic(ins.op);
      histogram.set(name, (histogram.get(name) ?? 0) + 1);
      let next = this.pc + 1;
      const arg = ins.arg ?? 0;
      switch (ins.op) {
        case Opcode.Push: this.stack.push(arg); break;
        case Opcode.Pop: this.pop(ins); break;
        case Opcode.Dup: {
          const v = this.pop(ins);
          this.stack.push(v, v);
          break;
        }
        case Opcode.Swap: {
          const b = this.pop(ins);
          const a = this.pop(ins);
          this.stack.push(b, a);
          break;
        }
        case Opcode.Add: this.binary(ins, (a, b) => a + b); break;
        case Opcode.Sub: this.binary(ins, (a, b) => a - b); break;
        case Opcode.Mul: this.binary(ins, (a, b) => a * b); break;
        case Opcode.Div:
        case Opcode.Mod: {
          const b = this.pop(ins);
          const a = this.pop(ins);
          if (b === 0) throw new VmError(this.pc, ins.line, "division by zero");
          this.stack.push(ins.op === Opcode.Div ? Math.trunc(a / b) : a % b);
          break;
        }
        case Opcode.Lt: this.binary(ins, (a, b) => (a < b ? 1 : 0)); break;
        case Opcode.Eq: this.binary(ins, (a, b) => (a === b ? 1 : 0)); break;
        case Opcode.Jmp: next = arg; break;
        case Opcode.Jz: if (this.pop(ins) === 0) next = arg; break;
        case Opcode.Load: this.stack.push(this.vars[arg]); break;
        case Opcode.Store: this.vars[arg] = this.pop(ins); break;
        case Opcode.Call:
          if (this.frames.length >= 64) throw new VmError(this.pc, ins.line, "call stack overflow");
          this.frames.push(next);
          next = arg;
          break;
        case Opcode.Ret: {
          const back = this.frames.pop();
          if (back === undefined) throw new VmError(this.pc, ins.line, "ret with an empty call stack");
          next = back;
          break;
        }
        case Opcode.Print: output.push(this.pop(ins)); break;
        case Opcode.Halt: next = code.length; break;
      }
      maxDepth = Math.max(maxDepth, this.stack.length);
      this.pc = next;
    }
    return { output, steps, maxDepth, histogram };
  }
}
