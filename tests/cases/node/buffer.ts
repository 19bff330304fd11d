import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual, pbkdf2Sync } from "node:crypto";

const d: Buffer = createHash("sha256").update("abc").digest();
console.log(d.length, d.toString("hex"));
console.log(d);
const b = Buffer.from("héllo wörld €😀", "utf8");
console.log(b.length, b.toString("base64"), b.toString("base64url"), b.toString("hex"));
console.log(b);
console.log(b.toString(), String(b.slice(0, 5)), `${b.subarray(1, 3)}`);
const h = Buffer.from("68656c6c6f", "hex");
console.log(h.toString(), h.toString("latin1"), h.equals(Buffer.from("hello")), Buffer.compare(h, Buffer.from("help")));
const bb = Buffer.from("aGVsbG8gd29ybGQ=", "base64");
console.log(bb.toString(), Buffer.byteLength("€uro"), Buffer.byteLength("abc", "hex"));
const parts = [Buffer.from("ab"), Buffer.from([99, 100, 300, -1]), Buffer.alloc(3, "xy")];
const all = Buffer.concat(parts);
console.log(all, all.toString("latin1").length, Buffer.isBuffer(all), Buffer.isBuffer("x"));
const z = Buffer.alloc(60);
console.log(z);
const sl = all.slice(1, 3);
sl[0] = 65;
console.log(all.toString("ascii"), sl[0], all[1]);
const u8 = new Uint8Array([1, 2, 3]);
console.log(u8.toString(), Buffer.from(u8));
console.log(createHash("sha1").update(Buffer.from([0, 255, 128])).digest("hex"));
console.log(createHmac("sha256", "key").update(Buffer.from("msg")).update("more").digest("base64"));
const r = randomBytes(16);
console.log(r.length, typeof r.toString("hex"), r.toString("hex").length);
let ok = true;
for (let i = 0; i < 1000; i++) { const x = randomInt(10); if (x < 0 || x >= 10 || x !== Math.floor(x)) ok = false; const y = randomInt(-5, 5); if (y < -5 || y >= 5) ok = false; }
console.log(ok);
console.log(timingSafeEqual(Buffer.from("abc"), Buffer.from("abc")), timingSafeEqual(Buffer.from("abc"), Buffer.from("abd")));
try { timingSafeEqual(Buffer.from("a"), Buffer.from("ab")); } catch (e) { console.log((e as Error).message); }
console.log(pbkdf2Sync("password", "salt", 1, 20, "sha1").toString("hex"));
console.log(pbkdf2Sync("password", "salt", 4096, 32, "sha256").toString("hex"));
console.log(JSON.stringify({ n: b.length }), [Buffer.from("x")]);
console.log(Buffer.from("€").toString("utf16le").length, Buffer.from("hi", "utf16le"), Buffer.from("ÿé", "latin1"));
