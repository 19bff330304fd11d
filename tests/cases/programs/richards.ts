// Richards: Martin Richards' operating-system simulation benchmark (after the
// version in the V8/Octane suite), with one class per kind of task, an
// abstract base class and virtual calls through it.
//
//   richards [iterations]     (default 20: well under a second under Node;
//                              as a benchmark: richards.ts 2000)
//
// Each iteration builds a scheduler with six tasks (idle, worker, two
// handlers, two devices) and runs it until the idle task has counted down;
// the queue and hold counts must be 2322 and 928 every time.

const COUNT = 1000;
const EXPECTED_QUEUE_COUNT = 2322;
const EXPECTED_HOLD_COUNT = 928;

const ID_IDLE = 0;
const ID_WORKER = 1;
const ID_HANDLER_A = 2;
const ID_HANDLER_B = 3;
const ID_DEVICE_A = 4;
const ID_DEVICE_B = 5;
const NUMBER_OF_IDS = 6;

const KIND_DEVICE = 0;
const KIND_WORK = 1;

const STATE_RUNNING = 0;
const STATE_RUNNABLE = 1;
const STATE_SUSPENDED = 2;
const STATE_HELD = 4;
const STATE_SUSPENDED_RUNNABLE = STATE_SUSPENDED | STATE_RUNNABLE;
const STATE_NOT_HELD = ~STATE_HELD;

const DATA_SIZE = 4;

class Packet {
  link: Packet | null;
  id: number;
  kind: number;
  a1 = 0;
  a2: number[] = new Array<number>(DATA_SIZE).fill(0);

  constructor(link: Packet | null, id: number, kind: number) {
    this.link = link;
    this.id = id;
    this.kind = kind;
  }

  // Appends this packet to the end of a queue and returns the queue's head.
  addTo(queue: Packet | null): Packet {
    this.link = null;
    if (queue === null) return this;
    let next: Packet = queue;
    let peek = next.link;
    while (peek !== null) {
      next = peek;
      peek = next.link;
    }
    next.link = this;
    return queue;
  }
}

abstract class Task {
  constructor(protected scheduler: Scheduler) {}
  abstract run(packet: Packet | null): TaskControlBlock | null;
}

class TaskControlBlock {
  state: number;

  constructor(
    public link: TaskControlBlock | null,
    public id: number,
    public priority: number,
    public queue: Packet | null,
    public task: Task,
  ) {
    this.state = queue === null ? STATE_SUSPENDED : STATE_SUSPENDED_RUNNABLE;
  }

  setRunning(): void {
    this.state = STATE_RUNNING;
  }
  markAsNotHeld(): void {
    this.state = this.state & STATE_NOT_HELD;
  }
  markAsHeld(): void {
    this.state = this.state | STATE_HELD;
  }
  isHeldOrSuspended(): boolean {
    return (this.state & STATE_HELD) !== 0 || this.state === STATE_SUSPENDED;
  }
  markAsSuspended(): void {
    this.state = this.state | STATE_SUSPENDED;
  }
  markAsRunnable(): void {
    this.state = this.state | STATE_RUNNABLE;
  }

  run(): TaskControlBlock | null {
    let packet: Packet | null = null;
    if (this.state === STATE_SUSPENDED_RUNNABLE) {
      packet = this.queue;
      if (packet !== null) this.queue = packet.link;
      this.state = this.queue === null ? STATE_RUNNING : STATE_RUNNABLE;
    }
    return this.task.run(packet);
  }

  checkPriorityAdd(task: TaskControlBlock, packet: Packet): TaskControlBlock {
    if (this.queue === null) {
      this.queue = packet;
      this.markAsRunnable();
      if (this.priority > task.priority) return this;
    } else {
      this.queue = packet.addTo(this.queue);
    }
    return task;
  }
}

class Scheduler {
  queueCount = 0;
  holdCount = 0;
  blocks: (TaskControlBlock | null)[] = new Array<TaskControlBlock | null>(NUMBER_OF_IDS).fill(null);
  list: TaskControlBlock | null = null;
  currentTcb: TaskControlBlock | null = null;
  currentId = -1;
  switches = 0;

  addIdleTask(id: number, priority: number, queue: Packet | null, count: number): void {
    this.addRunningTask(id, priority, queue, new IdleTask(this, 1, count));
  }
  addWorkerTask(id: number, priority: number, queue: Packet | null): void {
    this.addTask(id, priority, queue, new WorkerTask(this, ID_HANDLER_A, 0));
  }
  addHandlerTask(id: number, priority: number, queue: Packet | null): void {
    this.addTask(id, priority, queue, new HandlerTask(this));
  }
  addDeviceTask(id: number, priority: number, queue: Packet | null): void {
    this.addTask(id, priority, queue, new DeviceTask(this));
  }
  addRunningTask(id: number, priority: number, queue: Packet | null, task: Task): void {
    const tcb = this.addTask(id, priority, queue, task);
    tcb.setRunning();
  }
  addTask(id: number, priority: number, queue: Packet | null, task: Task): TaskControlBlock {
    const tcb = new TaskControlBlock(this.list, id, priority, queue, task);
    this.currentTcb = tcb;
    this.list = tcb;
    this.blocks[id] = tcb;
    return tcb;
  }

  schedule(): void {
    this.currentTcb = this.list;
    while (this.currentTcb !== null) {
      const tcb: TaskControlBlock = this.currentTcb;
      if (tcb.isHeldOrSuspended()) {
        this.currentTcb = tcb.link;
      } else {
        this.currentId = tcb.id;
        this.switches++;
        this.currentTcb = tcb.run();
      }
    }
  }

  release(id: number): TaskControlBlock | null {
    const tcb = this.blocks[id];
    if (tcb === null) return tcb;
    tcb.markAsNotHeld();
    const cur = this.currentTcb;
    if (cur === null || tcb.priority > cur.priority) return tcb;
    return cur;
  }

  holdCurrent(): TaskControlBlock | null {
    this.holdCount++;
    const cur = this.currentTcb;
    if (cur === null) return null;
    cur.markAsHeld();
    return cur.link;
  }

  suspendCurrent(): TaskControlBlock | null {
    const cur = this.currentTcb;
    if (cur !== null) cur.markAsSuspended();
    return cur;
  }

  queue(packet: Packet): TaskControlBlock | null {
    const t = this.blocks[packet.id];
    const cur = this.currentTcb;
    if (t === null || cur === null) return t;
    this.queueCount++;
    packet.link = null;
    packet.id = this.currentId;
    return t.checkPriorityAdd(cur, packet);
  }
}

class IdleTask extends Task {
  constructor(scheduler: Scheduler, private v1: number, private count: number) {
    super(scheduler);
  }
  run(packet: Packet | null): TaskControlBlock | null {
    this.count--;
    if (this.count === 0) return this.scheduler.holdCurrent();
    if ((this.v1 & 1) === 0) {
      this.v1 = this.v1 >> 1;
      return this.scheduler.release(ID_DEVICE_A);
    }
    this.v1 = (this.v1 >> 1) ^ 0xd008;
    return this.scheduler.release(ID_DEVICE_B);
  }
}

class DeviceTask extends Task {
  private v1: Packet | null = null;
  run(packet: Packet | null): TaskControlBlock | null {
    if (packet === null) {
      const v = this.v1;
      if (v === null) return this.scheduler.suspendCurrent();
      this.v1 = null;
      return this.scheduler.queue(v);
    }
    this.v1 = packet;
    return this.scheduler.holdCurrent();
  }
}

class WorkerTask extends Task {
  constructor(scheduler: Scheduler, private v1: number, private v2: number) {
    super(scheduler);
  }
  run(packet: Packet | null): TaskControlBlock | null {
    if (packet === null) return this.scheduler.suspendCurrent();
    this.v1 = this.v1 === ID_HANDLER_A ? ID_HANDLER_B : ID_HANDLER_A;
    packet.id = this.v1;
    packet.a1 = 0;
    for (let i = 0; i < DATA_SIZE; i++) {
      this.v2++;
      if (this.v2 > 26) this.v2 = 1;
      packet.a2[i] = this.v2;
    }
    return this.scheduler.queue(packet);
  }
}

class HandlerTask extends Task {
  private v1: Packet | null = null;
  private v2: Packet | null = null;
  run(packet: Packet | null): TaskControlBlock | null {
    if (packet !== null) {
      if (packet.kind === KIND_WORK) this.v1 = packet.addTo(this.v1);
      else this.v2 = packet.addTo(this.v2);
    }
    const work = this.v1;
    if (work !== null) {
      const count = work.a1;
      if (count < DATA_SIZE) {
        const dev = this.v2;
        if (dev !== null) {
          this.v2 = dev.link;
          dev.a1 = work.a2[count];
          work.a1 = count + 1;
          return this.scheduler.queue(dev);
        }
      } else {
        this.v1 = work.link;
        return this.scheduler.queue(work);
      }
    }
    return this.scheduler.suspendCurrent();
  }
}

function runRichards(): Scheduler {
  const scheduler = new Scheduler();
  scheduler.addIdleTask(ID_IDLE, 0, null, COUNT);

  let queue = new Packet(null, ID_WORKER, KIND_WORK);
  queue = new Packet(queue, ID_WORKER, KIND_WORK);
  scheduler.addWorkerTask(ID_WORKER, 1000, queue);

  queue = new Packet(null, ID_DEVICE_A, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_A, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_A, KIND_DEVICE);
  scheduler.addHandlerTask(ID_HANDLER_A, 2000, queue);

  queue = new Packet(null, ID_DEVICE_B, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_B, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_B, KIND_DEVICE);
  scheduler.addHandlerTask(ID_HANDLER_B, 3000, queue);

  scheduler.addDeviceTask(ID_DEVICE_A, 4000, null);
  scheduler.addDeviceTask(ID_DEVICE_B, 5000, null);

  scheduler.schedule();
  return scheduler;
}

const iterations = process.argv.length > 2 ? Number(process.argv[2]) : 20;
let failures = 0;
let totalQueue = 0;
let totalHold = 0;
let totalSwitches = 0;
let last: Scheduler | null = null;
for (let i = 0; i < iterations; i++) {
  const s = runRichards();
  if (s.queueCount !== EXPECTED_QUEUE_COUNT || s.holdCount !== EXPECTED_HOLD_COUNT) failures++;
  totalQueue += s.queueCount;
  totalHold += s.holdCount;
  totalSwitches += s.switches;
  last = s;
}
console.log(`iterations: ${iterations}, failures: ${failures}`);
console.log(`queue count: ${totalQueue}, hold count: ${totalHold}, task switches: ${totalSwitches}`);
if (last !== null) {
  const states = last.blocks.map((b) => (b === null ? "-" : String(b.state)));
  console.log(`final states: ${states.join(" ")}, last id: ${last.currentId}`);
}
if (failures > 0) process.exit(1);
