// hash.update(string, inputEncoding): the string's bytes in that encoding.
import { createHash, createHmac } from "node:crypto";
console.log(createHash("sha256").update("héllo", "utf8").digest("hex"));
console.log(createHash("sha256").update("héllo", "latin1").digest("hex"));
console.log(createHash("sha256").update("deadbeef", "hex").digest("hex"));
console.log(createHash("sha256").update("aGk=", "base64").digest("hex"));
console.log(createHash("md5").update("a").update("ü", "utf-8").update("6869", "hex").digest("base64"));
console.log(createHmac("sha1", "key").update("ab", "ascii").update("x").digest("hex"));
console.log(createHash("sha1").update("_-8", "base64url").digest("hex"));
