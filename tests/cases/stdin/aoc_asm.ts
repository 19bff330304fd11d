// Assembunny-like interpreter (AoC 2016 day 12 / 2017 day 23 style): switch on opcodes,
// registers in a Record, operands either registers or literals.
import { readFileSync } from "fs";

type Reg = "a" | "b" | "c" | "d" | "e" | "f";
type Operand = { kind: "reg"; reg: Reg } | { kind: "imm"; value: number };
type Instr =
  | { op: "cpy"; x: Operand; y: Reg }
  | { op: "inc" | "dec"; x: Reg }
  | { op: "jnz"; x: Operand; y: Operand }
  | { op: "mul" | "mod" | "add"; x: Reg; y: Operand };

const isReg = (s: string): s is Reg => s.length === 1 && "abcdef".includes(s);
const operand = (s: string): Operand => (isReg(s) ? { kind: "reg", reg: s } : { kind: "imm", value: parseInt(s, 10) });

function parse(src: string): Instr[] {
  return src.split("\n").filter((l) => l.trim() && !l.startsWith(";")).map((line, i) => {
    const [op, a, b] = line.trim().split(/\s+/);
    switch (op) {
      case "cpy":
        if (!isReg(b)) throw new Error(`line ${i + 1}: cpy target ${b}`);
        return { op, x: operand(a), y: b };
      case "inc":
      case "dec":
        if (!isReg(a)) throw new Error(`line ${i + 1}: ${op} target ${a}`);
        return { op, x: a };
      case "jnz":
        return { op, x: operand(a), y: operand(b) };
      case "mul":
      case "mod":
      case "add":
        if (!isReg(a)) throw new Error(`line ${i + 1}: ${op} target ${a}`);
        return { op, x: a, y: operand(b) };
      default:
        throw new Error(`line ${i + 1}: unknown op ${op}`);
    }
  });
}

function run(prog: Instr[], init: Partial<Record<Reg, number>>): { regs: Record<Reg, number>; steps: number } {
  const regs: Record<Reg, number> = { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, ...init };
  const val = (o: Operand): number => (o.kind === "reg" ? regs[o.reg] : o.value);
  let pc = 0;
  let steps = 0;
  while (pc >= 0 && pc < prog.length) {
    const ins = prog[pc];
    steps++;
    switch (ins.op) {
      case "cpy": regs[ins.y] = val(ins.x); break;
      case "inc": regs[ins.x]++; break;
      case "dec": regs[ins.x]--; break;
      case "add": regs[ins.x] += val(ins.y); break;
      case "mul": regs[ins.x] *= val(ins.y); break;
      case "mod": regs[ins.x] %= val(ins.y); break;
      case "jnz":
        if (val(ins.x) !== 0) { pc += val(ins.y); continue; }
        break;
    }
    pc++;
  }
  return { regs, steps };
}

const program = parse(readFileSync(0, "utf8"));
const p1 = run(program, { a: 2500 });
console.log(`Part 1: a=${p1.regs.a} after ${p1.steps} steps`);
const p2 = run(program, { a: 6000, f: 7 });
console.log(`Part 2: a=${p2.regs.a} after ${p2.steps} steps`);
console.log(JSON.stringify(p2.regs));
