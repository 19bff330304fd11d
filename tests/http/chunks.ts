// Streaming both ways with plain node:http: a report written in chunks by
// an async loop that sleeps between them (res.write's return value),
// a CSV import read chunk by chunk with req.on('data'/'end') and split into
// lines as they arrive, JSON bodies whose parse errors become 400s;
// tests/http_test.sh sends it the same requests as Node.js and compares.
import * as http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const port = Number(process.env.PORT || 3000);

interface Row {
  city: string;
  temp: number;
}

const rows: Row[] = [];
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function json(res: http.ServerResponse, status: number, value: object): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(value) + "\n");
}

let backpressure = 0;
async function writeAll(res: http.ServerResponse, chunk: string): Promise<void> {
  if (!res.write(chunk)) {
    backpressure++;
    await delay(2);
  }
}

async function countdown(res: http.ServerResponse, from: number, ms: number): Promise<void> {
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "X-Count-From": String(from) });
  for (let i = from; i > 0; i--) {
    await writeAll(res, `${i}...\n`);
    await delay(ms);
  }
  res.end("liftoff 🚀\n");
}

async function bigReport(res: http.ServerResponse, lines: number): Promise<void> {
  res.setHeader("Content-Type", "text/csv");
  res.setHeader("Content-Disposition", 'attachment; filename="report.csv"');
  await writeAll(res, "n,square,hex,label\n");
  let batch = "";
  for (let n = 1; n <= lines; n++) {
    batch += `${n},${n * n},0x${n.toString(16).padStart(4, "0")},${"#".repeat(n % 7)}\n`;
    if (n % 500 === 0) {
      await writeAll(res, batch);
      batch = "";
      await sleep(1);
    }
  }
  res.end(batch);
}

function importCsv(req: http.IncomingMessage, res: http.ServerResponse): void {
  let pending = "";
  let lineNo = 0;
  let chunks = 0;
  const errors: string[] = [];
  const added: Row[] = [];
  const takeLine = (line: string): void => {
    lineNo++;
    if (lineNo === 1 && line.startsWith("city,")) return;
    if (line.trim() === "") return;
    const [city, temp, ...rest] = line.split(",");
    const t = parseFloat(temp);
    if (!city || Number.isNaN(t) || rest.length > 0) errors.push(`line ${lineNo}: ${JSON.stringify(line)}`);
    else added.push({ city: city.trim(), temp: t });
  };
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => {
    chunks++;
    pending += chunk;
    let nl: number;
    while ((nl = pending.indexOf("\n")) >= 0) {
      takeLine(pending.slice(0, nl).replace(/\r$/, ""));
      pending = pending.slice(nl + 1);
    }
  });
  req.on("end", () => {
    if (pending.length > 0) takeLine(pending);
    if (errors.length > 0 && added.length === 0) return json(res, 422, { errors });
    rows.push(...added);
    json(res, errors.length ? 207 : 201, { added: added.length, lines: lineNo, errors, manyChunks: chunks > 1 });
  });
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      parts.push(chunk);
    });
    req.on("end", () => {
      const text = Buffer.concat(parts, size).toString();
      try {
        resolve(text.length ? JSON.parse(text) : {});
      } catch (err) {
        reject(err);
      }
    });
  });
}

async function query(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  let filter: unknown;
  try {
    filter = await readJson(req);
  } catch (err) {
    if (err instanceof SyntaxError) return json(res, 400, { error: "bad JSON", detail: err.message });
    throw err;
  }
  if (typeof filter !== "object" || filter === null) return json(res, 400, { error: "expected an object" });
  const f = filter as { min?: number; max?: number; city?: string };
  const found = rows.filter((r) => (f.min === undefined || r.temp >= f.min) && (f.max === undefined || r.temp <= f.max) && (!f.city || r.city === f.city));
  const avg = found.length ? found.reduce((s, r) => s + r.temp, 0) / found.length : null;
  json(res, 200, { count: found.length, avg: avg === null ? null : Math.round(avg * 100) / 100, cities: [...new Set(found.map((r) => r.city))] });
}

const server = http.createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url!, "http://localhost");
  try {
    if (req.method === "GET" && pathname === "/countdown") {
      return await countdown(res, Number(searchParams.get("from") ?? 3), 5);
    }
    if (req.method === "GET" && pathname === "/report.csv") {
      return await bigReport(res, Number(searchParams.get("lines") ?? 2000));
    }
    if (req.method === "POST" && pathname === "/import") return importCsv(req, res);
    if (req.method === "POST" && pathname === "/query") return await query(req, res);
    json(res, 404, { error: `${req.method} ${pathname} not found` });
  } catch (err) {
    console.error(err);
    if (!res.headersSent) json(res, 500, { error: "internal" });
    else res.end();
  }
});

server.listen(port, "127.0.0.1", () => {
  const addr = server.address();
  console.log("streaming on", typeof addr === "object" && addr ? addr.port : addr);
});
