// class X extends EventEmitter, typed listeners, the "events" specifier,
// and events.once as a promise.
import { EventEmitter, once } from "events";

interface Task {
  readonly id: string;
  readonly cost: number;
}

class TaskQueue extends EventEmitter {
  private readonly pending: Task[] = [];
  private done = 0;

  constructor(private readonly name: string) {
    super();
  }

  add(task: Task): void {
    this.pending.push(task);
    this.emit("added", task.id, this.pending.length);
  }

  runAll(): number {
    let total = 0;
    while (this.pending.length > 0) {
      const t = this.pending.shift()!;
      if (t.cost < 0) {
        this.emit("error", new Error(`${this.name}: task ${t.id} has a negative cost`));
        continue;
      }
      total += t.cost;
      this.done++;
      this.emit("done", t, this.done);
    }
    this.emit("drain", total);
    return total;
  }
}

const q = new TaskQueue("q1");
q.on("added", (id: string, depth: number) => console.log(`added ${id} (depth ${depth})`));
q.on("done", (t: Task, count: number) => console.log(`done ${t.id} cost=${t.cost} #${count}`));
q.on("error", (err: Error) => console.log("error:", err.message));
q.once("drain", (total: number) => console.log("drained, total", total));

q.add({ id: "a", cost: 3 });
q.add({ id: "b", cost: -1 });
q.add({ id: "c", cost: 4.5 });
console.log("total", q.runAll());
console.log("again", q.runAll(), q.listenerCount("drain"));
console.log(q instanceof EventEmitter, q instanceof TaskQueue);

async function main(): Promise<void> {
  const ready = new EventEmitter();
  setTimeout(() => ready.emit("ready", "db", 42), 5);
  const [what, port] = await once(ready, "ready");
  console.log("ready:", what, port);
  const unhandled = new TaskQueue("q2");
  unhandled.add({ id: "x", cost: -5 });
  try {
    unhandled.runAll();
  } catch (e) {
    console.log("unhandled error thrown:", (e as Error).message);
  }
}

main().then(() => console.log("main done"));
