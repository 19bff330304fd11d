// A small stack machine whose faults are exceptions; the runner reports them and resets.
class VmError extends Error {
  constructor(message: string, public pc: number) {
    super(message);
    this.name = "VmError";
  }
}
class StackUnderflow extends VmError {
  constructor(pc: number) {
    super("stack underflow", pc);
    this.name = "StackUnderflow";
  }
}
class Halt {
  constructor(public value: number) {}
}

class Machine {
  stack: number[] = [];
  steps = 0;
  private pop(pc: number): number {
    const v = this.stack.pop();
    if (v === undefined) throw new StackUnderflow(pc);
    return v;
  }
  run(program: string[]): number {
    this.stack = [];
    for (let pc = 0; pc < program.length; pc++) {
      const ins = program[pc];
      this.steps++;
      if (ins === "add") this.stack.push(this.pop(pc) + this.pop(pc));
      else if (ins === "mul") this.stack.push(this.pop(pc) * this.pop(pc));
      else if (ins === "div") {
        const b = this.pop(pc), a = this.pop(pc);
        if (b === 0) throw new VmError("division by zero", pc);
        this.stack.push(a / b);
      } else if (ins === "halt") throw new Halt(this.pop(pc));
      else if (ins.startsWith("push ")) {
        const n = Number(ins.slice(5));
        if (Number.isNaN(n)) throw new SyntaxError("bad literal in '" + ins + "'");
        this.stack.push(n);
      } else throw new VmError("unknown instruction '" + ins + "'", pc);
    }
    return this.pop(program.length);
  }
}

const programs: string[][] = [
  ["push 2", "push 3", "add", "push 4", "mul"],
  ["push 1", "add"],
  ["push 6", "push 0", "div"],
  ["push 9", "halt", "push 1"],
  ["push x"],
  ["push 1", "jump 0"],
  [],
];
const vm = new Machine();
for (const p of programs) {
  let outcome: string;
  try {
    outcome = "result " + vm.run(p);
  } catch (e) {
    if (e instanceof Halt) outcome = "halted with " + e.value;
    else if (e instanceof StackUnderflow) outcome = `${e.name} at pc ${e.pc}`;
    else if (e instanceof VmError) outcome = `${e.name}: ${e.message} (pc ${e.pc})`;
    else if (e instanceof Error) outcome = String(e);
    else outcome = "?";
  } finally {
    vm.stack.length = 0;
  }
  console.log(p.join("; ") || "(empty)", "=>", outcome);
}
console.log("steps", vm.steps);
