// Many digests in a row, alternating algorithms (one reused digest context),
// over ASCII strings (hashed from their bytes), latin1 and wide strings (hashed
// as UTF-8), ropes built by several updates, empty input, Buffers mixed in.
import { createHash, createHmac } from "node:crypto";

const algs: string[] = ["sha256", "sha1", "md5", "sha512", "sha384", "sha224"];
const inputs: string[] = ["", "a", "abc", "The quick brown fox jumps over the lazy dog.".repeat(30), "caf\u00e9",
  "\u00ff\u00fe", "snow \u2603 man", "emoji \ud83d\ude00", "x".repeat(1000) + "\u00e9"];
let n = 0;
for (let round = 0; round < 3; round++) {
  for (const alg of algs) {
    for (const s of inputs) {
      const hex = createHash(alg).update(s).digest("hex");
      if (round === 0) console.log(alg, JSON.stringify(s.slice(0, 12)), hex);
      else if (hex !== createHash(alg).update(s).digest("hex")) console.log("unstable", alg, s);
      n++;
    }
  }
}
const parts = ["alpha-", "beta-", "gamma-", "delta"];
const h = createHash("sha256");
for (const p of parts) h.update(p);
console.log(h.digest("hex") === createHash("sha256").update(parts.join("")).digest("hex"));
console.log(createHash("sha256").update("abc").digest("base64"));
console.log(createHash("md5").update("abc").digest("latin1").length);
console.log(createHash("sha1").update("abc").digest().length);
console.log(createHash("sha256").update("ab").update(Buffer.from("c")).digest("hex"));
console.log(createHmac("sha256", "key").update("abc").digest("hex"));
console.log(createHash("sha256").update("abc").digest("hex"));
const enc = ["hex", "base64"][n % 2];
console.log(n, createHash("sha512").update("abc").digest(enc as "hex").slice(0, 16));
const done = createHash("sha256");
done.update("x");
done.digest("hex");
try {
  done.digest("hex");
} catch (e) {
  console.log((e as Error).message);
}
