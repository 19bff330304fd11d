import { createServer, IncomingMessage, ServerResponse } from "node:http";
import type { Server } from "node:http";
function handler(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 200;
  res.end("ok");
}
const server: Server = createServer(handler);
console.log("listening before:", server.listening);
server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  console.log("listening:", server.listening, addr !== null && addr.port > 0, addr !== null ? addr.family : "");
  server.close(() => {
    console.log("closed:", server.listening);
  });
});
console.log("main done");
