// A task runner service: EventEmitter subclass, util.format/inspect/promisify, fs in a temp dir, path, priorities.
import { EventEmitter } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as os from 'node:os';
import { format, inspect } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';

type Priority = 'low' | 'normal' | 'high';
const WEIGHT: Record<Priority, number> = { low: 1, normal: 5, high: 10 };

interface TaskSpec {
  id: string;
  priority: Priority;
  deps: string[];
  run: () => Promise<string>;
}

interface TaskEvents {
  start: [id: string];
  done: [id: string, result: string, ms: number];
  fail: [id: string, err: Error];
}

class Runner extends EventEmitter {
  private readonly tasks = new Map<string, TaskSpec>();
  private readonly results = new Map<string, string>();
  private clock = 0;

  add(spec: TaskSpec): this {
    if (this.tasks.has(spec.id)) throw new Error(format('duplicate task %s', spec.id));
    this.tasks.set(spec.id, spec);
    return this;
  }

  private ready(doneSet: Set<string>): TaskSpec[] {
    return [...this.tasks.values()]
      .filter((t) => !doneSet.has(t.id) && t.deps.every((d) => doneSet.has(d)))
      .sort((a, b) => WEIGHT[b.priority] - WEIGHT[a.priority] || a.id.localeCompare(b.id));
  }

  async runAll(): Promise<Map<string, string>> {
    const finished = new Set<string>();
    const failed = new Set<string>();
    while (finished.size + failed.size < this.tasks.size) {
      const batch = this.ready(new Set([...finished, ...failed])).filter((t) => !t.deps.some((d) => failed.has(d)));
      if (batch.length === 0) {
        const blocked = [...this.tasks.keys()].filter((k) => !finished.has(k) && !failed.has(k));
        for (const id of blocked) {
          failed.add(id);
          this.emit('fail', id, new Error(`blocked by failed dependency`));
        }
        break;
      }
      await Promise.all(
        batch.map(async (t) => {
          const started = this.clock;
          this.emit('start', t.id);
          try {
            const r = await t.run();
            this.clock += r.length;
            this.results.set(t.id, r);
            finished.add(t.id);
            this.emit('done', t.id, r, this.clock - started);
          } catch (e) {
            failed.add(t.id);
            this.emit('fail', t.id, e instanceof Error ? e : new Error(String(e)));
          }
        }),
      );
    }
    return this.results;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-runner-'));
const out = (name: string) => path.join(dir, name);

const runner = new Runner();
const log: string[] = [];
runner.on('start', (id: string) => log.push(`start ${id}`));
runner.on('done', (id: string, result: string, ms: number) => log.push(format('done %s -> %j (%d)', id, result, ms)));
runner.on('fail', (id: string, err: Error) => log.push(`FAIL ${id}: ${err.message}`));
runner.once('done', (id: string) => log.push(`first finished: ${id}`));

runner
  .add({ id: 'fetch', priority: 'high', deps: [], run: async () => { await sleep(5); return 'raw data'; } })
  .add({ id: 'config', priority: 'low', deps: [], run: async () => { fs.writeFileSync(out('config.json'), JSON.stringify({ level: 3 })); return 'cfg'; } })
  .add({
    id: 'parse', priority: 'normal', deps: ['fetch', 'config'],
    run: async () => {
      const cfg = JSON.parse(fs.readFileSync(out('config.json'), 'utf8')) as { level: number };
      return `parsed@${cfg.level}`;
    },
  })
  .add({ id: 'lint', priority: 'high', deps: ['fetch'], run: async () => { throw new TypeError('bad token at 3:14'); } })
  .add({ id: 'report', priority: 'normal', deps: ['parse'], run: async () => {
    const file = out('report.txt');
    fs.writeFileSync(file, ['# Report', 'lines: 2'].join(os.EOL));
    fs.appendFileSync(file, os.EOL + 'end');
    return fs.readFileSync(file, 'utf8').split(os.EOL).join(' | ');
  } })
  .add({ id: 'publish', priority: 'high', deps: ['report', 'lint'], run: async () => 'never' });

try {
  runner.add({ id: 'fetch', priority: 'low', deps: [], run: async () => '' });
} catch (e) {
  console.log('add error:', (e as Error).message);
}

runner.runAll().then((results) => {
  for (const line of log) console.log(line);
  console.log(results);
  console.log(inspect({ results: Object.fromEntries(results), nested: { a: { b: { c: { d: 1 } } } } }, { depth: 1 }));
  console.log(inspect('str'), inspect([1, 'two', [3]]), inspect(new Map([['k', 1]]), { compact: true }));
  console.log(format('%s:%s %o %%', 'a', 42, { x: [1] }), format('extra', 1, 'two'), format('%d + %i', '3.7', 2.9));
  const files = fs.readdirSync(dir).sort();
  console.log('files:', files, files.map((f) => path.extname(f)));
  console.log('listeners:', runner.listenerCount('done'), runner.eventNames());
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('cleaned:', !fs.existsSync(dir));
});
