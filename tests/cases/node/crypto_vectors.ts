// Digest, HMAC and PBKDF2 test vectors from the standards (FIPS 180-4 examples,
// RFC 4231, RFC 6070), through strings and Buffers.
import { createHash, createHmac, pbkdf2Sync } from "node:crypto";

interface Vector {
  alg: string;
  input: string;
  hex: string;
}

const digests: Vector[] = [
  { alg: "md5", input: "", hex: "d41d8cd98f00b204e9800998ecf8427e" },
  { alg: "md5", input: "abc", hex: "900150983cd24fb0d6963f7d28e17f72" },
  { alg: "sha1", input: "abc", hex: "a9993e364706816aba3e25717850c26c9cd0d89d" },
  { alg: "sha256", input: "abc", hex: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
  {
    alg: "sha256",
    input: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
    hex: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
  },
  {
    alg: "sha384",
    input: "abc",
    hex: "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
  },
  {
    alg: "sha512",
    input: "abc",
    hex:
      "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd" +
      "454d4423643ce80e2a9ac94fa54ca49f",
  },
];

let failures = 0;
for (const v of digests) {
  const fromString = createHash(v.alg).update(v.input).digest("hex");
  const fromBuffer = createHash(v.alg).update(Buffer.from(v.input)).digest().toString("hex");
  const ok = fromString === v.hex && fromBuffer === v.hex;
  if (!ok) failures++;
  console.log(`${v.alg}(${JSON.stringify(v.input.slice(0, 10))}) ${ok ? "ok" : "MISMATCH " + fromString}`);
}

// One million 'a's, fed in pieces of mixed kinds.
const million = createHash("sha256");
const chunk = "a".repeat(1000);
for (let i = 0; i < 1000; i++) million.update(i % 2 === 0 ? chunk : Buffer.from(chunk));
console.log("sha256(a x 1e6)", million.digest("hex"));

// RFC 4231 test case 2, and the classic HMAC examples.
console.log(createHmac("sha256", "Jefe").update("what do ya want ").update("for nothing?").digest("hex"));
console.log(createHmac("sha512", "Jefe").update("what do ya want for nothing?").digest("base64"));
console.log(createHmac("sha1", "key").update("The quick brown fox jumps over the lazy dog").digest("hex"));

// RFC 6070 (PBKDF2-HMAC-SHA1).
console.log(pbkdf2Sync("password", "salt", 1, 20, "sha1").toString("hex"));
console.log(pbkdf2Sync("password", "salt", 2, 20, "sha1").toString("hex"));
console.log(pbkdf2Sync("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 25, "sha1").toString("hex"));
console.log(pbkdf2Sync(Buffer.from("pass\0word"), Buffer.from("sa\0lt"), 4096, 16, "sha1").toString("hex"));
console.log(failures === 0 ? "all digests ok" : failures + " failures");

// Errors Node raises.
try {
  createHash("nope");
} catch (e) {
  console.log("createHash:", (e as Error).message);
}
const h = createHash("md5");
h.update("x");
h.digest("hex");
try {
  h.update("y");
} catch (e) {
  console.log("after digest:", (e as Error).message);
}
