// A line-oriented key-value shell read from stdin: commands with transactions
// (BEGIN / ROLLBACK / COMMIT), counts by value, TTLs on a logical clock, and
// a summary at the end. Reads with node:readline's async iterator.
import * as readline from "node:readline";

type Cmd =
  | { op: "SET"; key: string; value: string; ttl?: number }
  | { op: "GET" | "DEL" | "INCR"; key: string }
  | { op: "COUNT"; value: string }
  | { op: "BEGIN" | "ROLLBACK" | "COMMIT" | "TICK" | "DUMP" };

class ParseError extends Error {
  override name = "ParseError";
}

function parse(line: string): Cmd {
  const [rawOp = "", ...args] = line.trim().split(/\s+/);
  const op = rawOp.toUpperCase();
  const need = (n: number) => {
    if (args.length !== n) throw new ParseError(`${op} takes ${n} argument${n === 1 ? "" : "s"}, got ${args.length}`);
  };
  switch (op) {
    case "SET": {
      if (args.length === 4 && args[2].toUpperCase() === "EX") {
        const ttl = Number.parseInt(args[3], 10);
        if (!Number.isFinite(ttl) || ttl <= 0) throw new ParseError(`bad TTL '${args[3]}'`);
        return { op, key: args[0], value: args[1], ttl };
      }
      need(2);
      return { op, key: args[0], value: args[1] };
    }
    case "GET": case "DEL": case "INCR": need(1); return { op, key: args[0] };
    case "COUNT": need(1); return { op, value: args[0] };
    case "BEGIN": case "ROLLBACK": case "COMMIT": case "TICK": case "DUMP": need(0); return { op };
    default: throw new ParseError(`unknown command '${rawOp}'`);
  }
}

interface Entry { value: string; expires?: number }

class Store {
  private layers: Map<string, Entry | null>[] = [new Map()];
  private now = 0;
  get depth(): number { return this.layers.length - 1; }
  tick(): number { return ++this.now; }

  private lookup(key: string): Entry | undefined {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const e = this.layers[i].get(key);
      if (e === null) return undefined; // deleted in this transaction
      if (e) return e.expires !== undefined && e.expires <= this.now ? undefined : e;
    }
    return undefined;
  }
  get(key: string): string | undefined { return this.lookup(key)?.value; }
  set(key: string, value: string, ttl?: number): void {
    this.layers.at(-1)!.set(key, { value, ...(ttl ? { expires: this.now + ttl } : {}) });
  }
  del(key: string): boolean {
    const had = this.lookup(key) !== undefined;
    if (had) this.layers.at(-1)!.set(key, this.depth ? null : null);
    if (had && !this.depth) this.layers[0].delete(key);
    return had;
  }
  begin(): void { this.layers.push(new Map()); }
  rollback(): boolean { return this.depth > 0 && (this.layers.pop(), true); }
  commit(): boolean {
    if (!this.depth) return false;
    const top = this.layers.pop()!;
    const base = this.layers.at(-1)!;
    for (const [k, e] of top) {
      if (e === null && this.depth === 0) base.delete(k);
      else base.set(k, e);
    }
    return true;
  }
  visible(): [string, string][] {
    const keys = new Set(this.layers.flatMap((l) => [...l.keys()]));
    return [...keys].sort().flatMap((k) => {
      const v = this.get(k);
      return v === undefined ? [] : [[k, v] as [string, string]];
    });
  }
}

async function main(): Promise<void> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const store = new Store();
  const stats = { commands: 0, errors: 0, byOp: {} as Record<string, number> };
  let lineNo = 0;
  for await (const line of rl) {
    lineNo++;
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    let out: string;
    try {
      const cmd = parse(line);
      stats.commands++;
      stats.byOp[cmd.op] = (stats.byOp[cmd.op] ?? 0) + 1;
      switch (cmd.op) {
        case "SET": store.set(cmd.key, cmd.value, cmd.ttl); out = "OK"; break;
        case "GET": out = store.get(cmd.key) ?? "(nil)"; break;
        case "DEL": out = store.del(cmd.key) ? "1" : "0"; break;
        case "INCR": {
          const cur = store.get(cmd.key) ?? "0";
          if (!/^-?\d+$/.test(cur)) throw new TypeError(`value of '${cmd.key}' is not an integer`);
          const next = String(BigInt(cur) + 1n);
          store.set(cmd.key, next);
          out = next;
          break;
        }
        case "COUNT": out = String(store.visible().filter(([, v]) => v === cmd.value).length); break;
        case "BEGIN": store.begin(); out = `depth ${store.depth}`; break;
        case "ROLLBACK": out = store.rollback() ? `depth ${store.depth}` : "NO TRANSACTION"; break;
        case "COMMIT": out = store.commit() ? `depth ${store.depth}` : "NO TRANSACTION"; break;
        case "TICK": out = `t=${store.tick()}`; break;
        case "DUMP": out = store.visible().map(([k, v]) => `${k}=${v}`).join(" ") || "(empty)"; break;
      }
    } catch (e) {
      stats.errors++;
      if (!(e instanceof Error)) throw e;
      out = `ERR line ${lineNo}: ${e.name}: ${e.message}`;
    }
    console.log(`${String(lineNo).padStart(3)}> ${line.trim().padEnd(22)} ${out}`);
  }
  const ops = Object.entries(stats.byOp).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  console.log(`${stats.commands} commands, ${stats.errors} errors;`, ops.map(([k, n]) => `${k.toLowerCase()}:${n}`).join(" "));
  if (stats.errors > 3) process.exitCode = 2;
}

main();
