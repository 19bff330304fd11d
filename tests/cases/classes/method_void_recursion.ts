// Methods without a return annotation that return no value are void before
// their bodies are checked (as tsc infers them), so they may call themselves
// and each other: directly, from callbacks, and when async.
interface TreeNode { name: string; kids: TreeNode[] }

class Printer {
  lines: string[] = [];
  walk(n: TreeNode, depth = 0) {
    this.lines.push("  ".repeat(depth) + n.name);
    for (const k of n.kids) this.walk(k, depth + 1);
  }
  countdown(i: number) {
    if (i > 0) this.countdown(i - 1);
    else this.lines.push("liftoff");
  }
  ping(i: number) {
    this.lines.push(`ping ${i}`);
    if (i > 0) this.pong(i - 1);
  }
  pong(i: number) {
    this.lines.push(`pong ${i}`);
    if (i > 0) this.ping(i - 1);
  }
  static visit(n: TreeNode, out: string[]) {
    out.push(n.name.toUpperCase());
    n.kids.forEach((k) => Printer.visit(k, out));
  }
}

class Poller {
  ticks = 0;
  schedule() {
    this.ticks++;
    if (this.ticks < 4) Promise.resolve().then(() => { this.schedule(); });
    console.log("tick", this.ticks);
  }
  async drain(items: number[]) {
    if (!items.length) { console.log("drained"); return; }
    await null;
    console.log("item", items[0]);
    await this.drain(items.slice(1));
  }
}

const tree: TreeNode = { name: "root", kids: [{ name: "a", kids: [{ name: "a1", kids: [] }] }, { name: "b", kids: [] }] };
const p = new Printer();
p.walk(tree);
p.countdown(3);
p.ping(3);
const out: string[] = [];
Printer.visit(tree, out);
console.log(p.lines.join("\n"));
console.log(out.join(","));
const r: void = p.countdown(0);
console.log(r);
const poller = new Poller();
poller.schedule();
poller.drain([1, 2, 3]).then((v) => console.log("done", v));
