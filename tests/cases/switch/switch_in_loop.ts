// break inside switch leaves the switch, continue goes to the enclosing loop.
let log: string = "";
for (let i = 0; i < 8; i++) {
  switch (i % 4) {
    case 0:
      log += "z";
      break;
    case 1:
      continue;
    case 2:
      log += "t";
    default:
      log += "d";
  }
  log += i;
}
console.log(log);
// A tiny stack machine driven by a string of opcodes.
const program: string = "11+2*3-d*p";
let a: number = 0;
let b: number = 0;
let c: number = 0;
let depth: number = 0;
function push(v: number): void {
  c = b;
  b = a;
  a = v;
  depth++;
}
function pop(): number {
  const v: number = a;
  a = b;
  b = c;
  c = 0;
  depth--;
  return v;
}
for (let pc = 0; pc < program.length; pc++) {
  const op: string = program[pc];
  switch (op) {
    case "+": push(pop() + pop()); break;
    case "*": push(pop() * pop()); break;
    case "-": { const r: number = pop(); push(pop() - r); break; }
    case "d": push(a); break;
    case "p": console.log("print:", a, "depth:", depth); break;
    default: push(parseInt(op, 10));
  }
}
