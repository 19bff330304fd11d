// Event-loop ordering in a small job system: microtasks vs nextTick vs
// timers, setInterval with clearInterval, promise chains with thenables,
// async/await interleaving, and unhandled-looking rejections handled late.

const log: string[] = [];
const say = (s: string): void => { log.push(s); };

class Ticker {
  private handle: ReturnType<typeof setInterval> | undefined;
  private n = 0;
  constructor(private readonly name: string, private readonly every: number, private readonly times: number) {}
  start(onDone: () => void): void {
    this.handle = setInterval(() => {
      this.n++;
      say(`${this.name} tick ${this.n}`);
      if (this.n === this.times) {
        clearInterval(this.handle);
        onDone();
      }
    }, this.every);
  }
}

function phase1(): Promise<void> {
  return new Promise((resolve) => {
    say("sync start");
    setTimeout(() => say("timeout 0"), 0);
    setImmediate(() => say("immediate"));
    process.nextTick(() => say("nextTick 1"));
    Promise.resolve().then(() => {
      say("micro 1");
      process.nextTick(() => say("nextTick from micro"));
      queueMicrotask(() => say("queueMicrotask from micro"));
    });
    queueMicrotask(() => say("micro 2"));
    process.nextTick(() => say("nextTick 2"));
    (async () => {
      say("async body sync part");
      await null;
      say("after await 1");
      await new Promise<void>((r) => setTimeout(r, 60));
      say("after 60ms await");
      resolve();
    })();
    say("sync end");
  });
}

async function phase2(): Promise<void> {
  const thenable = {
    then(onFul: (v: number) => void): void {
      say("thenable.then called");
      onFul(42);
    },
  };
  const v = await thenable;
  say(`awaited thenable ${v}`);
  const chain = await Promise.resolve(1)
    .then((x) => x + 1)
    .then((x) => { throw new Error(`boom at ${x}`); })
    .then(() => -1)
    .catch((e: Error) => { say(`caught ${e.message}`); return 10; })
    .finally(() => say("finally in chain"));
  say(`chain result ${chain}`);
  const late = Promise.reject(new Error("late")).catch((e: Error) => `late handled: ${e.message}`);
  await new Promise<void>((r) => setTimeout(r, 50));
  say(await late);
}

async function phase3(): Promise<void> {
  await new Promise<void>((resolve) => {
    let done = 0;
    const finish = (): void => { if (++done === 2) resolve(); };
    new Ticker("A", 100, 2).start(finish); // ticks at 100, 200 and 150, 300: 50 ms apart at least
    new Ticker("B", 150, 2).start(finish);
  });
  const results = await Promise.all([
    new Promise<string>((r) => setTimeout(() => r("slow"), 120)),
    new Promise<string>((r) => setTimeout(() => r("fast"), 20)),
    "plain",
  ]);
  say(`all: ${results.join(",")}`);
  const winner = await Promise.race([
    new Promise<string>((r) => setTimeout(() => r("tortoise"), 200)),
    new Promise<string>((r) => setTimeout(() => r("hare"), 50)),
  ]);
  say(`race: ${winner}`);
}

async function main(): Promise<void> {
  await phase1();
  say("--- phase 2");
  await phase2();
  say("--- phase 3");
  await phase3();
  const t = setTimeout(() => say("never"), 10);
  clearTimeout(t);
  setTimeout(() => {
    say("final timeout");
    console.log(log.map((l, i) => `${String(i + 1).padStart(2)}. ${l}`).join("\n"));
  }, 30);
}

main().catch((e) => console.log("failed", e));
process.on("exit", (code) => console.log(`exit ${code}, ${log.length} events`));
