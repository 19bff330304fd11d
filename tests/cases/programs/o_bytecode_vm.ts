// A tiny stack virtual machine: a two-pass assembler with labels, and an
// interpreter with a call stack, locals, and a disassembler.

enum Op {
  Push = 0x01,
  Pop,
  Dup,
  Swap,
  Add = 0x10,
  Sub,
  Mul,
  Div,
  Mod,
  Lt,
  Eq,
  Not,
  Jmp = 0x20,
  Jz,
  Call,
  Ret,
  Load = 0x30,
  Store,
  Print = 0x40,
  Halt = 0xff,
}

const operandCount: Partial<Record<Op, number>> = {
  [Op.Push]: 1,
  [Op.Jmp]: 1,
  [Op.Jz]: 1,
  [Op.Call]: 2,
  [Op.Load]: 1,
  [Op.Store]: 1,
};

class AsmError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "AsmError";
  }
}

class VmError extends Error {
  constructor(readonly pc: number, message: string) {
    super(`pc=${pc.toString(16).padStart(4, "0")}: ${message}`);
    this.name = "VmError";
  }
}

interface Program {
  code: number[];
  labels: Map<string, number>;
}

function assemble(source: string): Program {
  const lines = source.split("\n").map((raw, i) => ({ no: i + 1, text: raw.replace(/;.*$/, "").trim() }));
  const labels = new Map<string, number>();
  const fixups: { at: number; label: string; line: number }[] = [];
  const code: number[] = [];
  const labelRe = /^(?<name>[a-z_][\w]*):$/i;

  for (const { no, text } of lines) {
    if (!text) continue;
    const lm = labelRe.exec(text);
    if (lm) {
      const name = lm.groups!.name;
      if (labels.has(name)) throw new AsmError(no, `duplicate label '${name}'`);
      labels.set(name, code.length);
      continue;
    }
    const [mnemonic, ...args] = text.split(/\s+/);
    const key = mnemonic[0].toUpperCase() + mnemonic.slice(1).toLowerCase();
    const op = (Op as Record<string, unknown>)[key];
    if (typeof op !== "number") throw new AsmError(no, `unknown instruction '${mnemonic}'`);
    const want = operandCount[op as Op] ?? 0;
    if (args.length !== want) throw new AsmError(no, `${mnemonic} takes ${want} operand(s), got ${args.length}`);
    code.push(op);
    for (const a of args) {
      if (/^-?\d+$/.test(a)) code.push(parseInt(a, 10));
      else {
        fixups.push({ at: code.length, label: a, line: no });
        code.push(-1);
      }
    }
  }
  for (const f of fixups) {
    const target = labels.get(f.label);
    if (target === undefined) throw new AsmError(f.line, `undefined label '${f.label}'`);
    code[f.at] = target;
  }
  return { code, labels };
}

function disassemble({ code, labels }: Program): string[] {
  const byAddr = new Map([...labels].map(([name, addr]) => [addr, name] as const));
  const out: string[] = [];
  for (let pc = 0; pc < code.length; ) {
    const label = byAddr.get(pc);
    if (label) out.push(`${label}:`);
    const op = code[pc] as Op;
    const n = operandCount[op] ?? 0;
    const operands = code.slice(pc + 1, pc + 1 + n).map((v, i) => {
      const isAddr = (op === Op.Jmp || op === Op.Jz || op === Op.Call) && i === 0;
      return isAddr ? `@${byAddr.get(v) ?? v}` : String(v);
    });
    out.push(`  ${pc.toString().padStart(3, "0")}  ${Op[op].toUpperCase().padEnd(6)}${operands.join(", ")}`);
    pc += 1 + n;
  }
  return out;
}

interface Frame {
  returnPc: number;
  locals: number[];
}

class Machine {
  private stack: number[] = [];
  private frames: Frame[] = [{ returnPc: -1, locals: [] }];
  private output: string[] = [];
  steps = 0;
  maxDepth = 1;

  constructor(private readonly program: Program, private readonly stepLimit = 100_000) {}

  private pop(pc: number): number {
    const v = this.stack.pop();
    if (v === undefined) throw new VmError(pc, "stack underflow");
    return v;
  }

  private get frame(): Frame {
    return this.frames[this.frames.length - 1];
  }

  run(): string[] {
    const { code } = this.program;
    let pc = 0;
    while (true) {
      if (++this.steps > this.stepLimit) throw new VmError(pc, `step limit ${this.stepLimit} exceeded`);
      const op: Op = code[pc];
      const arg = code[pc + 1];
      pc += 1 + (operandCount[op] ?? 0);
      switch (op) {
        case Op.Push: this.stack.push(arg); break;
        case Op.Pop: this.pop(pc); break;
        case Op.Dup: { const v = this.pop(pc); this.stack.push(v, v); break; }
        case Op.Swap: { const b = this.pop(pc), a = this.pop(pc); this.stack.push(b, a); break; }
        case Op.Add: case Op.Sub: case Op.Mul: case Op.Div: case Op.Mod: case Op.Lt: case Op.Eq: {
          const b = this.pop(pc), a = this.pop(pc);
          if ((op === Op.Div || op === Op.Mod) && b === 0) throw new VmError(pc - 1, "division by zero");
          const r =
            op === Op.Add ? a + b : op === Op.Sub ? a - b : op === Op.Mul ? a * b
            : op === Op.Div ? Math.trunc(a / b) : op === Op.Mod ? a % b
            : op === Op.Lt ? Number(a < b) : Number(a === b);
          this.stack.push(r);
          break;
        }
        case Op.Not: this.stack.push(this.pop(pc) === 0 ? 1 : 0); break;
        case Op.Jmp: pc = arg; break;
        case Op.Jz: if (this.pop(pc) === 0) pc = arg; break;
        case Op.Call: {
          const argc = code[pc - 1];
          const locals = this.stack.splice(this.stack.length - argc, argc);
          this.frames.push({ returnPc: pc, locals });
          this.maxDepth = Math.max(this.maxDepth, this.frames.length);
          pc = arg;
          break;
        }
        case Op.Ret: {
          const f = this.frames.pop()!;
          if (f.returnPc < 0) throw new VmError(pc - 1, "return from top level");
          pc = f.returnPc;
          break;
        }
        case Op.Load: this.stack.push(this.frame.locals[arg] ?? 0); break;
        case Op.Store: this.frame.locals[arg] = this.pop(pc); break;
        case Op.Print: this.output.push(String(this.pop(pc))); break;
        case Op.Halt: return this.output;
        default: throw new VmError(pc - 1, `bad opcode 0x${(op as number).toString(16)}`);
      }
    }
  }
}

const factorialAndFib = `
  ; print fact(1..6), then fib(15) recursively
  push 1
  store 0
loop:
  load 0
  push 7
  lt
  jz done
  load 0
  call fact 1
  print
  load 0
  push 1
  add
  store 0
  jmp loop
done:
  push 15
  call fib 1
  print
  halt

fact:            ; fact(n) = n < 2 ? 1 : n * fact(n - 1)
  load 0
  push 2
  lt
  jz fact_rec
  push 1
  ret
fact_rec:
  load 0
  dup
  push 1
  sub
  call fact 1
  mul
  ret

fib:
  load 0
  push 2
  lt
  jz fib_rec
  load 0
  ret
fib_rec:
  load 0
  push 1
  sub
  call fib 1
  load 0
  push 2
  sub
  call fib 1
  add
  ret
`;

const program = assemble(factorialAndFib);
console.log(`assembled ${program.code.length} words, labels: ${[...program.labels.keys()].join(" ")}`);
disassemble(program).slice(0, 12).forEach((l) => console.log(l));
const vm = new Machine(program);
console.log("output:", vm.run().join(" "));
console.log(`steps=${vm.steps} maxDepth=${vm.maxDepth}`);

const broken: Array<[string, string]> = [
  ["duplicate", "a:\na:\nhalt"],
  ["unknown op", "push 1\nfrobnicate\nhalt"],
  ["arity", "push\nhalt"],
  ["missing label", "jmp nowhere"],
  ["underflow", "push 1\nadd\nhalt"],
  ["div zero", "push 4\npush 0\ndiv\nprint\nhalt"],
  ["runaway", "top:\njmp top"],
  ["stray ret", "ret"],
  ["modulo", "push -7\npush 3\nmod\nprint\npush 7\npush -2\ndiv\nprint\nhalt"],
];
for (const [name, src] of broken) {
  try {
    const out = new Machine(assemble(src), 500).run();
    console.log(`${name.padEnd(14)} ok: ${out.join(",")}`);
  } catch (e) {
    if (e instanceof AsmError || e instanceof VmError) console.log(`${name.padEnd(14)} ${e.name} ${e.message}`);
    else throw e;
  }
}
