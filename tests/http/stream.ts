// Request bodies read as streams: `for await (const chunk of req)` (the
// request as an async iterable of Buffer chunks) and req.on('data'/'end')
// with Buffer chunks; tests/http_test.sh sends it the same requests as
// Node.js running this source and compares.
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";

const port = Number(process.env.PORT) || 3000;
const MAX_BODY = 1 << 20;

class TooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new TooLarge(`body over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function countLines(req: IncomingMessage): Promise<number> {
  let lines = 0;
  let chunks = 0;
  for await (const chunk of req) {
    chunks++;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  return chunks > 0 ? lines : -1;
}

function digestOf(req: IncomingMessage, done: (hex: string, n: number) => void): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
  });
  req.on("end", () => {
    const all = Buffer.concat(chunks);
    done(createHash("sha256").update(all).digest("hex"), all.length);
  });
}

const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  res.setHeader("Content-Type", "application/json");
  try {
    if (url.pathname === "/upload") {
      const body = await readBody(req, MAX_BODY);
      const text = body.toString("utf8");
      res.end(JSON.stringify({ bytes: body.length, chars: text.length, head: text.slice(0, 16) }));
    } else if (url.pathname === "/lines") {
      const n = await countLines(req);
      res.end(JSON.stringify({ lines: n }));
    } else if (url.pathname === "/json") {
      const body = await readBody(req, MAX_BODY);
      const data = JSON.parse(body.toString("utf8")) as { name: string; tags: string[] };
      res.end(JSON.stringify({ hello: data.name, tags: data.tags.length }));
    } else if (url.pathname === "/digest") {
      digestOf(req, (hex, n) => res.end(JSON.stringify({ sha256: hex, bytes: n })));
    } else {
      for await (const chunk of req) {
        if (chunk.length < 0) break;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: "not found", path: url.pathname }));
    }
  } catch (e) {
    res.statusCode = e instanceof TooLarge ? 413 : 400;
    res.end(JSON.stringify({ error: e instanceof Error ? e.message : "bad" }));
  }
});
server.listen(port, "127.0.0.1", () => console.log("ready"));
