// Assembles and runs programs on a small stack machine; reports errors with
// source lines.
import { assemble, disassemble, AsmError } from "./asm";
import { Machine, VmError } from "./vm";

const FACTORIALS = `
; print n! for n = 1..7
        push 1
        store n
loop:   load n
        push 8
        lt
        jz done
        load n
        call fact
        print
        load n
        push 1
        add
        store n
        jmp loop
done:   halt

; fact(k): k on the stack -> k! on the stack
fact:   dup
        push 2
        lt
        jz recurse
        pop
        push 1
        ret
recurse: dup
        push 1
        sub
        call fact
        mul
        ret
`;

const PRIMES = `
        push 2
        store i
next:   load i
        push 40
        lt
        jz end
        push 2
        store d
try:    load d
        load d
        mul
        load i
        swap
        lt          ; i < d*d ?
        jz test
        load i
        print
        jmp inc
test:   load i
        load d
        mod
        jz inc      ; divisible: not prime
        load d
        push 1
        add
        store d
        jmp try
inc:    load i
        push 1
        add
        store i
        jmp next
end:    halt
`;

function runSource(title: string, src: string, limit?: number): void {
  console.log(`== ${title}`);
  try {
    const prog = assemble(src);
    const result = new Machine(prog, limit).run();
    console.log(`output: ${result.output.join(" ")}`);
    const top = [...result.histogram.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4);
    console.log(`steps=${result.steps} maxDepth=${result.maxDepth} top=${top.map(([k, v]) => `${k}:${v}`).join(",")}`);
  } catch (e) {
    if (e instanceof AsmError || e instanceof VmError) console.log(`${e.name}: ${e.message}`);
    else throw e;
  }
}

runSource("factorials", FACTORIALS);
runSource("primes below 40", PRIMES);
console.log(disassemble(assemble(FACTORIALS)).split("\n").slice(0, 8).join("\n"));
runSource("underflow", "push 1\nadd\nprint");
runSource("div by zero", "push 4\npush 0\ndiv");
runSource("endless", "top: jmp top", 500);
runSource("bad label", "jmp nowhere");
runSource("bad op", "push 1\nfrobnicate\n");
runSource("missing operand", "push");
runSource("duplicate label", "a: push 1\na: pop");
runSource("recursion", "f: call f", 1000);
