// An async handler whose promise rejects fails its own request only, as a
// handler that throws (tests/http_test.sh; Node would end the process with an
// unhandled rejection, so this one is Kiln-only).
import { createServer, IncomingMessage, ServerResponse } from "node:http";

const port = Number(process.env.PORT) || 3000;
let served = 0;

function later(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function lookup(id: string): Promise<string> {
  await later(5);
  if (id === "missing") throw new Error("no record " + id);
  return "record " + id;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? "/";
  if (url === "/early") throw new TypeError("rejected before any await");
  const name = await lookup(url.slice(1));
  served++;
  res.end(name + ", served " + served + "\n");
}

createServer(handle).listen(port, "127.0.0.1", () => console.log("ready"));
