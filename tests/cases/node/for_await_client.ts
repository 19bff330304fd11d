// for await over a client's response (an IncomingMessage): the body's Buffer chunks,
// written in two parts by a local server; and over the server's request body.
import { createServer, get, IncomingMessage, ServerResponse } from "node:http";
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  let received = 0;
  for await (const chunk of req) received += chunk.length;
  res.write(`got ${received} bytes; part one, `);
  setTimeout(() => res.end("part two"), 20);
});
server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  const port = addr !== null && typeof addr === "object" ? addr.port : 0;
  get(`http://127.0.0.1:${port}/`, async (res: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const chunk of res) parts.push(chunk);
    console.log(res.statusCode, Buffer.concat(parts).toString());
    server.close();
  });
});
