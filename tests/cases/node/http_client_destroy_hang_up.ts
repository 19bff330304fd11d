// A ClientRequest destroyed before its response emits 'error' "socket hang
// up" on the next tick (once, however often destroy is called); one
// destroyed after its response emits nothing.
import http from "node:http";

const server: http.Server = http.createServer((req, res) => {
  if (req.url === "/fast") res.end("fast");
  else setTimeout(() => res.end("late"), 300);
});

server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  const port = addr && typeof addr === "object" ? addr.port : 0;
  const early = http.get({ port: 1, path: "/never" }, () => console.log("never"));
  early.on("error", (e) => console.log("early:", e.message));
  early.destroy();
  early.destroy();
  console.log("destroyed before the tick");
  const slow = http.get({ port, path: "/slow" }, () => console.log("never answered"));
  slow.on("error", (e) => console.log("slow:", e.message));
  setTimeout(() => slow.destroy(), 50);
  const fast: http.ClientRequest = http.get({ port, path: "/fast" }, (res) => {
    console.log("fast:", res.statusCode);
    fast.destroy();
  });
  fast.on("error", (e) => console.log("fast error:", e.message));
  setTimeout(() => server.close(), 450);
});
