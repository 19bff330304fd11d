// Monkey in the middle (AoC 2022 day 11 style): regex parsing into classes, many rounds.
import { readFileSync } from "node:fs";

type Op = (old: number) => number;

class Monkey {
  inspected = 0;
  constructor(
    public readonly id: number,
    public items: number[],
    private readonly op: Op,
    public readonly divisor: number,
    private readonly ifTrue: number,
    private readonly ifFalse: number,
  ) {}

  turn(monkeys: Monkey[], relief: (w: number) => number): void {
    for (const item of this.items) {
      this.inspected++;
      const worry = relief(this.op(item));
      const target = worry % this.divisor === 0 ? this.ifTrue : this.ifFalse;
      monkeys[target].items.push(worry);
    }
    this.items = [];
  }
}

function parseOp(expr: string): Op {
  const m = expr.match(/^old ([*+]) (old|\d+)$/);
  if (!m) throw new Error(`bad op: ${expr}`);
  const [, sign, rhs] = m;
  if (rhs === "old") return sign === "*" ? (o) => o * o : (o) => o + o;
  const k = Number(rhs);
  return sign === "*" ? (o) => o * k : (o) => o + k;
}

function parse(text: string): Monkey[] {
  return text.trim().split(/\n\s*\n/).map((block) => {
    const lines = block.split("\n").map((l) => l.trim());
    const id = Number(/Monkey (\d+):/.exec(lines[0])![1]);
    const items = lines[1].replace("Starting items: ", "").split(", ").map(Number);
    const op = parseOp(lines[2].split(" = ")[1]);
    const [divisor, t, f] = lines.slice(3).map((l) => +l.split(" ").pop()!);
    return new Monkey(id, items, op, divisor, t, f);
  });
}

function business(text: string, rounds: number, calm: boolean): number {
  const monkeys = parse(text);
  const lcm = monkeys.reduce((acc, m) => acc * m.divisor, 1);
  const relief = calm ? (w: number) => Math.floor(w / 3) : (w: number) => w % lcm;
  for (let r = 0; r < rounds; r++) {
    for (const m of monkeys) m.turn(monkeys, relief);
  }
  const counts = monkeys.map((m) => m.inspected).sort((a, b) => b - a);
  return counts[0] * counts[1];
}

const text = readFileSync(0, "utf-8");
console.log("Part 1:", business(text, 20, true));
console.log("Part 2:", business(text, 100000, false));
