// server.on("error") gets a failed listen (EADDRINUSE) as a NodeJS.ErrnoException.
import * as http from "node:http";
const a = http.createServer((_q, s) => s.end());
a.listen(0, "127.0.0.1", () => {
  const addr = a.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  const b = http.createServer();
  b.on("error", (err: NodeJS.ErrnoException) => {
    console.log("b:", err.code, err.syscall, err.errno === -98, err instanceof Error, err.message.startsWith("listen EADDRINUSE"));
    a.close();
  });
  b.listen(port, "127.0.0.1");
});
