// server.on('listening' | 'error' | 'close' | 'request') and createServer()
// without a handler: the order Node emits them in.
import * as http from "node:http";

const a = http.createServer();
a.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
  res.end(`first listener saw ${req.method} ${req.url}`);
});
a.on("request", (req: http.IncomingMessage) => {
  console.log("second listener saw", req.url);
});
a.on("listening", () => console.log("a: listening event"));
a.on("close", () => console.log("a: close event"));
a.listen(0, "127.0.0.1", () => {
  console.log("a: listen callback");
  const addr = a.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  const b = http.createServer((_req, res) => res.end("b"));
  b.on("error", (err: Error) => {
    console.log("b: error", err.message.split(" ")[1], err instanceof Error);
    http.get(`http://127.0.0.1:${port}/hello?x=1`, (res) => {
      let body = "";
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        console.log("client got:", res.statusCode, body);
        a.close(() => console.log("a: close callback"));
      });
    });
  });
  b.once("listening", () => console.log("b: never listening"));
  b.listen(port, "127.0.0.1");
  console.log("b: listen called, listening =", b.listening);
});
console.log("status texts:", http.STATUS_CODES[201], http.STATUS_CODES[503], http.METHODS.includes("PATCH"));
