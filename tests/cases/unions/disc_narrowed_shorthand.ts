// An object literal returned against a discriminated union whose members
// share their keys: the member is the one the discriminant's value fits,
// here a variable narrowed to a literal by a switch case or an if (written
// as a shorthand property or as `op: op`).
type Reg = "a" | "b";
type Operand = { kind: "reg"; reg: Reg } | { kind: "imm"; value: number };
type Instr =
  | { op: "cpy"; x: Operand; y: Reg }
  | { op: "jnz"; x: Operand; y: Operand }
  | { op: "add" | "mul"; x: Reg; y: Operand };

const operand = (s: string): Operand => (s === "a" || s === "b" ? { kind: "reg", reg: s } : { kind: "imm", value: Number(s) });

function parse(lines: string[]): Instr[] {
  return lines.map((line) => {
    const [op, x, y] = line.split(" ");
    switch (op) {
      case "cpy":
        if (y !== "a" && y !== "b") throw new Error("bad target " + y);
        return { op, x: operand(x), y };
      case "jnz":
        return { op, x: operand(x), y: operand(y) };
      case "add":
      case "mul":
        if (x !== "a" && x !== "b") throw new Error("bad target " + x);
        return { op: op, x, y: operand(y) };
      default:
        throw new Error("unknown op " + op);
    }
  });
}

function run(prog: Instr[]): Record<Reg, number> {
  const regs: Record<Reg, number> = { a: 0, b: 0 };
  const val = (o: Operand): number => (o.kind === "reg" ? regs[o.reg] : o.value);
  for (let pc = 0; pc < prog.length; pc++) {
    const ins = prog[pc];
    switch (ins.op) {
      case "cpy": regs[ins.y] = val(ins.x); break;
      case "add": regs[ins.x] += val(ins.y); break;
      case "mul": regs[ins.x] *= val(ins.y); break;
      case "jnz": if (val(ins.x) !== 0) pc += val(ins.y) - 1; break;
    }
  }
  return regs;
}

const prog = parse(["cpy 1 a", "cpy 5 b", "mul a b", "add b -1", "jnz b -2", "add a 1000"]);
console.log(prog.map((i) => i.op).join(" "));
console.log(JSON.stringify(prog[0]));
console.log(run(prog));

function pick(k: string): Instr | undefined {
  if (k === "jnz") return { op: k, x: operand("a"), y: operand("-1") };
  if (k === "add" || k === "mul") return { op: k, x: "b", y: operand("2") };
  return undefined;
}
console.log(JSON.stringify(pick("jnz")), JSON.stringify(pick("mul")), pick("x"));
