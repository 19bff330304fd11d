// A TCP-like connection as a finite-state machine: string-literal union
// states and events, a transition table, guards, entry actions and a log.

const STATES = ["CLOSED", "LISTEN", "SYN_SENT", "SYN_RCVD", "ESTABLISHED", "FIN_WAIT_1", "FIN_WAIT_2",
  "CLOSE_WAIT", "CLOSING", "LAST_ACK", "TIME_WAIT"] as const;
type State = (typeof STATES)[number];

type ConnEvent =
  | "passive_open" | "active_open" | "send_syn" | "rcv_syn" | "rcv_syn_ack" | "rcv_ack"
  | "close" | "rcv_fin" | "rcv_fin_ack" | "timeout" | "reset";

type Table = Record<State, Partial<Record<ConnEvent, State>>>;

const table: Table = {
  CLOSED: { passive_open: "LISTEN", active_open: "SYN_SENT" },
  LISTEN: { rcv_syn: "SYN_RCVD", send_syn: "SYN_SENT", close: "CLOSED" },
  SYN_SENT: { rcv_syn: "SYN_RCVD", rcv_syn_ack: "ESTABLISHED", close: "CLOSED", timeout: "CLOSED" },
  SYN_RCVD: { rcv_ack: "ESTABLISHED", close: "FIN_WAIT_1", reset: "LISTEN" },
  ESTABLISHED: { close: "FIN_WAIT_1", rcv_fin: "CLOSE_WAIT" },
  FIN_WAIT_1: { rcv_ack: "FIN_WAIT_2", rcv_fin: "CLOSING", rcv_fin_ack: "TIME_WAIT" },
  FIN_WAIT_2: { rcv_fin: "TIME_WAIT" },
  CLOSE_WAIT: { close: "LAST_ACK" },
  CLOSING: { rcv_ack: "TIME_WAIT" },
  LAST_ACK: { rcv_ack: "CLOSED" },
  TIME_WAIT: { timeout: "CLOSED" },
};

interface LogEntry {
  tick: number;
  from: State;
  event: ConnEvent;
  to: State | null;
  note?: string;
}

type Guard = (conn: Connection, event: ConnEvent) => string | null;

class TransitionError extends Error {
  constructor(readonly state: State, readonly event: ConnEvent) {
    super(`no transition from ${state} on '${event}'`);
    this.name = "TransitionError";
  }
}

class Connection {
  state: State = "CLOSED";
  private tick = 0;
  readonly log: LogEntry[] = [];
  retries = 0;
  bytesQueued = 0;
  private readonly onEnter: Partial<Record<State, (c: Connection) => void>> = {};
  private readonly guards: Guard[] = [];

  constructor(readonly id: string, private readonly strict = false) {}

  enter(state: State, action: (c: Connection) => void): this {
    this.onEnter[state] = action;
    return this;
  }

  guard(g: Guard): this {
    this.guards.push(g);
    return this;
  }

  can(event: ConnEvent): boolean {
    return table[this.state][event] !== undefined;
  }

  allowed(): ConnEvent[] {
    return (Object.keys(table[this.state]) as ConnEvent[]).sort();
  }

  send(event: ConnEvent): boolean {
    this.tick++;
    const from = this.state;
    const to = table[from][event];
    if (to === undefined) {
      this.log.push({ tick: this.tick, from, event, to: null, note: "ignored" });
      if (this.strict) throw new TransitionError(from, event);
      return false;
    }
    for (const g of this.guards) {
      const reason = g(this, event);
      if (reason !== null) {
        this.log.push({ tick: this.tick, from, event, to: null, note: `blocked: ${reason}` });
        return false;
      }
    }
    this.state = to;
    this.log.push({ tick: this.tick, from, event, to });
    this.onEnter[to]?.(this);
    return true;
  }

  run(events: readonly ConnEvent[]): State {
    events.forEach((e) => this.send(e));
    return this.state;
  }
}

function reachable(start: State): Set<State> {
  const seen = new Set<State>([start]);
  const queue: State[] = [start];
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (const next of Object.values(table[s])) {
      if (next !== undefined && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function formatLog(conn: Connection): string {
  return conn.log
    .map(({ tick, from, event, to, note }) =>
      `  [${String(tick).padStart(2, "0")}] ${from.padEnd(11)} --${event}--> ${to ?? "(stay)"}${note ? `  # ${note}` : ""}`)
    .join("\n");
}

// 1. A client: three-way handshake, data, active close.
const client = new Connection("client")
  .enter("ESTABLISHED", (c) => { c.bytesQueued = 512; })
  .enter("TIME_WAIT", (c) => { c.bytesQueued = 0; })
  .guard((c, e) => (e === "close" && c.state === "ESTABLISHED" && c.bytesQueued > 1024 ? "unsent data" : null));
client.run(["active_open", "rcv_syn_ack", "close", "rcv_ack", "rcv_fin", "timeout"]);
console.log(`${client.id}: ${client.state}, queued=${client.bytesQueued}`);
console.log(formatLog(client));

// 2. A server with a guard that refuses to close while data is queued.
const server = new Connection("server")
  .enter("ESTABLISHED", (c) => { c.bytesQueued = 4096; })
  .guard((c, e) => (e === "close" && c.bytesQueued > 1024 ? `${c.bytesQueued} bytes unsent` : null));
server.run(["passive_open", "rcv_syn", "rcv_ack", "rcv_fin", "close"]);
server.bytesQueued = 0;
server.run(["close", "rcv_ack", "rcv_ack"]);
console.log(`${server.id}: ${server.state}`);
console.log(formatLog(server));

// 3. A strict connection throws on an invalid event.
const strict = new Connection("strict", true);
try {
  strict.run(["active_open", "timeout", "rcv_fin"]);
} catch (e) {
  if (e instanceof TransitionError) console.log(`${e.name}: ${e.message} (state=${e.state}, event=${e.event})`);
  else throw e;
}

// 4. Simultaneous open, and what each state allows.
const simul = new Connection("simul");
console.log("simultaneous open ends in", simul.run(["active_open", "rcv_syn", "rcv_ack"]));
for (const s of STATES) {
  const c = new Connection("probe");
  c.state = s;
  console.log(`${s.padEnd(12)}${c.allowed().join(",") || "-"}`);
}

const counts = new Map<State, number>();
for (const conn of [client, server, strict, simul])
  for (const entry of conn.log) if (entry.to) counts.set(entry.to, (counts.get(entry.to) ?? 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s, n]) => `${s}:${n}`).join(" "));
console.log("reachable from CLOSED:", reachable("CLOSED").size, "of", STATES.length);
console.log("reachable from TIME_WAIT:", [...reachable("TIME_WAIT")].join(" -> "));
