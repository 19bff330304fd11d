// An event feed written the usual way: a namespace import, createServer() with
// server.on("request"), http.STATUS_CODES, Server-Sent Events written as
// they happen, a body read with setEncoding, NodeJS.Signals, graceful stop;
// tests/http_test.sh sends it the same requests as Node.js and compares.
import * as http from "node:http";
import { EventEmitter } from "node:events";

const port = Number(process.env.PORT) || 3000;

interface Message {
  id: number;
  channel: string;
  text: string;
  at: string;
}

class Hub extends EventEmitter {
  private history: Message[] = [];
  private seq = 0;
  publish(channel: string, text: string): Message {
    const msg: Message = { id: ++this.seq, channel, text, at: new Date(Date.UTC(2024, 0, 1, 0, 0, this.seq)).toISOString() };
    this.history.push(msg);
    if (this.history.length > 50) this.history.shift();
    this.emit("message", msg);
    return msg;
  }
  since(id: number, channel?: string): Message[] {
    return this.history.filter((m) => m.id > id && (!channel || m.channel === channel));
  }
}

const hub = new Hub();
let open = 0;

function status(res: http.ServerResponse, code: number, extra = ""): void {
  const body = `${code} ${http.STATUS_CODES[code] ?? "Unknown"}${extra ? `: ${extra}` : ""}\n`;
  res.writeHead(code, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

const server = http.createServer();

server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
  const url = new URL(req.url ?? "/", "http://feed.local");
  const channel = url.searchParams.get("channel") ?? undefined;
  if (req.method === "POST" && url.pathname === "/publish") {
    req.setEncoding("utf8");
    let text = "";
    req.on("data", (chunk: string) => {
      text += chunk;
    });
    req.on("end", () => {
      if (!channel) return status(res, 400, "channel missing");
      if (text.length === 0) return status(res, 422, "empty message");
      const msg = hub.publish(channel, text);
      res.writeHead(202, { "Content-Type": "application/json" });
      res.end(JSON.stringify(msg));
    });
    return;
  }
  if (req.method === "GET" && url.pathname === "/events") {
    const last = Number(req.headers["last-event-id"] ?? url.searchParams.get("after") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 3);
    const wait = Number(url.searchParams.get("wait") ?? 40); /* ms to wait for more before ending */
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    open++;
    let sent = 0;
    const send = (m: Message): void => {
      res.write(`id: ${m.id}\nevent: ${m.channel}\ndata: ${JSON.stringify({ text: m.text, at: m.at })}\n\n`);
      if (++sent >= limit) finish();
    };
    const listener = (m: Message): void => {
      if (!channel || m.channel === channel) send(m);
    };
    const timer = setInterval(() => res.write(": ping\n\n"), 1000);
    let done = false;
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearInterval(timer);
      if (stopTimer !== undefined) clearTimeout(stopTimer);
      hub.off("message", listener);
      open--;
      res.end("event: end\ndata: bye\n\n");
    };
    for (const m of hub.since(last, channel)) {
      if (done) break;
      send(m);
    }
    if (!done) {
      hub.on("message", listener);
      stopTimer = setTimeout(finish, wait);
    }
    return;
  }
  if (url.pathname === "/stats") {
    const counts = new Map<string, number>();
    for (const m of hub.since(0)) counts.set(m.channel, (counts.get(m.channel) ?? 0) + 1);
    const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c, n]) => `${c.padEnd(8)}${String(n).padStart(3)}`);
    res.setHeader("Content-Type", "text/plain");
    res.end(rows.join("\n") + `\nopen streams: ${open}\n`);
    return;
  }
  status(res, url.pathname === "/publish" || url.pathname === "/events" ? 405 : 404, url.pathname);
});

server.on("listening", () => console.log("feed listening"));
server.listen(port, "127.0.0.1");

const stop = (sig: NodeJS.Signals): void => {
  console.log(`stopping on ${sig}`);
  server.close(() => console.log("closed"));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
