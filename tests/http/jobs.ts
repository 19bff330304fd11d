// A job queue with long polling and short links, in plain node:http: a
// GET that waits on a promise another request resolves (or a timeout
// settles with 204), waiters keyed by job id in a Map of resolvers,
// Promise.race, short links answering 301 or 302 with Location, and a
// stats endpoint; tests/http_test.sh sends it the same requests as Node.js.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

const PORT = Number(process.env.PORT ?? 3000);

type Status = "queued" | "done" | "failed";
interface Job {
  id: string;
  task: string;
  status: Status;
  result?: string;
}

const jobs = new Map<string, Job>();
const waiters = new Map<string, Array<(job: Job) => void>>();
const links = new Map<string, { target: string; permanent: boolean; hits: number }>();
let seq = 0;
let polls = { waited: 0, timedOut: 0, immediate: 0 };

function reply(res: ServerResponse, status: number, data?: unknown, headers: Record<string, string> = {}): void {
  if (data === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const body = JSON.stringify(data);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function text(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = "";
    req.on("data", (chunk: Buffer) => (s += chunk.toString("utf8")));
    req.on("end", () => resolve(s));
  });
}

function settle(job: Job): void {
  const list = waiters.get(job.id) ?? [];
  waiters.delete(job.id);
  for (const wake of list) wake(job);
}

function waitFor(id: string, ms: number): Promise<Job | null> {
  const done = new Promise<Job>((resolve) => {
    const list = waiters.get(id) ?? [];
    list.push(resolve);
    waiters.set(id, list);
  });
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([done, timeout]);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://jobs.local");
  const [, head, id, action] = url.pathname.split("/");
  if (head === "jobs" && !id && req.method === "POST") {
    const task = (await text(req)).trim();
    if (!task) return reply(res, 400, { error: "empty task" });
    const job: Job = { id: `j${++seq}`, task, status: "queued" };
    jobs.set(job.id, job);
    return reply(res, 202, job, { Location: `/jobs/${job.id}` });
  }
  if (head === "jobs" && id) {
    const job = jobs.get(id);
    if (!job) return reply(res, 404, { error: `no job ${id}` });
    if (action === "complete" && req.method === "POST") {
      if (job.status !== "queued") return reply(res, 409, { error: `${id} is ${job.status}` });
      const result = await text(req);
      job.status = result.startsWith("!") ? "failed" : "done";
      job.result = result.replace(/^!/, "");
      const woken = waiters.get(id)?.length ?? 0;
      settle(job);
      return reply(res, 200, { id, status: job.status, woken });
    }
    if (!action && req.method === "GET") {
      const wait = Math.min(Number(url.searchParams.get("wait") ?? 0), 2000);
      if (job.status !== "queued" || !(wait > 0)) {
        polls.immediate++;
        return reply(res, 200, job);
      }
      polls.waited++;
      const settled = await waitFor(id, wait);
      if (!settled) {
        polls.timedOut++;
        return reply(res, 204, undefined, { "Retry-After": "1" });
      }
      return reply(res, 200, settled);
    }
    return reply(res, 405, { error: `${req.method} not allowed here` }, { Allow: "GET, POST" });
  }
  if (head === "links" && req.method === "POST") {
    const params = new URLSearchParams(await text(req));
    const target = params.get("url") ?? "";
    let parsed: URL;
    try {
      parsed = new URL(target);
    } catch {
      return reply(res, 422, { error: "invalid url", target });
    }
    const code = params.get("code") ?? (links.size + 1).toString(36).padStart(3, "0");
    if (links.has(code)) return reply(res, 409, { error: `code ${code} taken` });
    links.set(code, { target: parsed.href, permanent: params.has("permanent"), hits: 0 });
    return reply(res, 201, { code, target: parsed.href }, { Location: `/s/${code}` });
  }
  if (head === "s" && id) {
    const link = links.get(id);
    if (!link) return reply(res, 404, { error: "unknown link" });
    link.hits++;
    res.writeHead(link.permanent ? 301 : 302, { Location: link.target, "Cache-Control": link.permanent ? "max-age=86400" : "no-store" });
    res.end();
    return;
  }
  if (head === "stats") {
    const byStatus: Record<string, number> = {};
    for (const j of jobs.values()) byStatus[j.status] = (byStatus[j.status] ?? 0) + 1;
    const top = [...links].sort(([, a], [, b]) => b.hits - a.hits).map(([code, l]) => `${code}:${l.hits}`);
    return reply(res, 200, { jobs: byStatus, waiting: [...waiters.keys()], polls, links: top });
  }
  reply(res, 404, { error: "not found" });
}

const server = createServer((req, res) => void handle(req, res));
server.listen(PORT, () => console.log("jobs up"));
