import { createHash, createHmac } from "node:crypto";
import * as crypto from "node:crypto";
const algs = ["sha256", "sha1", "md5", "sha512", "SHA256"];
for (const a of algs) console.log(a, createHash(a).update("hello").digest("hex"));
console.log(createHash("sha256").update("").digest("hex"));
console.log(createHash("sha256").update("héllo wörld 😀").digest("base64"));
console.log(createHash("sha256").update("a").update("b").update("c").digest("hex") === createHash("sha256").update("abc").digest("hex"));
console.log(createHash("sha1").update("x".repeat(10000)).digest("base64url"));
console.log(createHmac("sha256", "secret-key").update("message").digest("hex"));
console.log(crypto.createHmac("sha512", "k").update("data").digest("base64"));
const id = crypto.randomUUID();
console.log(id.length, id.charAt(14), id.split("-").map((p) => p.length).join(","));
function etag(body: string): string {
  return '"' + createHash("sha1").update(body).digest("hex").slice(0, 16) + '"';
}
console.log(etag("{\"ok\":true}"));
