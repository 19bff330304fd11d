import * as http from "node:http";

const req = http.request("http://127.0.0.1:8080/", (res) => res.resume());
req.on("response", () => console.log("response")); // expect error: unsupported: req.on("response") on a ClientRequest (supported: req.on('error', cb))
req.end();
