// A task queue whose handlers may fail; failures are collected, and the queue drains.
interface Task {
  id: number;
  kind: string;
  payload: number;
}
class TaskError extends Error {
  constructor(public task: Task, message: string) {
    super(`task ${task.id} (${task.kind}): ${message}`);
    this.name = "TaskError";
  }
}
class Queue {
  private tasks: Task[] = [];
  private nextId = 1;
  done: string[] = [];
  failed: TaskError[] = [];
  inFlight = 0;
  add(kind: string, payload: number): void {
    this.tasks.push({ id: this.nextId++, kind, payload });
  }
  private run(t: Task): string {
    switch (t.kind) {
      case "square":
        return String(t.payload * t.payload);
      case "sqrt":
        if (t.payload < 0) throw new TaskError(t, "negative input");
        return Math.sqrt(t.payload).toFixed(3);
      case "spawn":
        if (t.payload > 2) throw new TaskError(t, "too deep");
        this.add("square", t.payload + 10);
        this.add("spawn", t.payload + 1);
        return "spawned";
      default:
        throw new TaskError(t, "unknown kind");
    }
  }
  drain(): void {
    while (this.tasks.length > 0) {
      const t = this.tasks.shift();
      if (t === undefined) break;
      this.inFlight++;
      try {
        this.done.push(t.id + ":" + this.run(t));
      } catch (e) {
        if (e instanceof TaskError) this.failed.push(e);
        else throw e;
      } finally {
        this.inFlight--;
      }
    }
  }
}
const q = new Queue();
q.add("square", 7);
q.add("sqrt", 2);
q.add("sqrt", -4);
q.add("spawn", 0);
q.add("fly", 1);
q.drain();
console.log(q.done.join(" "));
for (const f of q.failed) console.log(f.message, "| id", f.task.id, f instanceof TaskError, f instanceof Error);
console.log("in flight", q.inFlight);
