// TextEncoder/TextDecoder (UTF-8) and process.hrtime(): what services use to
// turn request bytes into text, and to time work.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function roundTrip(s: string): boolean {
  return decoder.decode(encoder.encode(s)) === s;
}

const samples = ["", "plain ascii", "héllo wörld", "€ 100", "emoji 😀 and 🎉", "日本語テキスト"];
for (const s of samples) {
  const bytes = encoder.encode(s);
  console.log(JSON.stringify(s), bytes.length, Buffer.byteLength(s), roundTrip(s));
}
console.log(encoder.encode("hé€😀"));
console.log(encoder.encoding, decoder.encoding, decoder.fatal, encoder.encode().length);

// Decoding a Buffer, a subarray, and a BOM (stripped unless ignoreBOM).
const body = Buffer.from("name=kiln&tags=a,b");
const fields = decoder.decode(body).split("&").map((kv) => kv.split("="));
console.log(fields[0][1], fields[1][1].split(",").length);
const framed = encoder.encode("[[payload]]");
console.log(decoder.decode(framed.subarray(2, 9)));
const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]);
console.log(decoder.decode(bom).length, new TextDecoder("utf-8", { ignoreBOM: true }).decode(bom).length);

// Malformed input: replacement characters, or a TypeError when fatal.
const bad = new Uint8Array([0x61, 0xff, 0x62, 0xe2, 0x82, 0x63, 0xc0, 0xaf]);
console.log(JSON.stringify(decoder.decode(bad)));
const strict = new TextDecoder("utf8", { fatal: true });
console.log(strict.fatal, strict.decode(encoder.encode("valid ✓")));
try {
  strict.decode(bad);
  console.log("no error");
} catch (e) {
  if (e instanceof TypeError) console.log("TypeError:", e.message);
}
try {
  strict.decode(new Uint8Array([0xed, 0xa0, 0x80])); // an encoded surrogate
} catch (e) {
  if (e instanceof Error) console.log("surrogate rejected:", e.message);
}
for (const label of ["UTF-8", " utf-8 ", "unicode-1-1-utf-8"]) console.log(label, new TextDecoder(label).encoding);
try {
  new TextDecoder("klingon");
} catch (e) {
  if (e instanceof RangeError) console.log("RangeError:", e.message);
}

// Counting characters and bytes of a stream of chunks.
const chunks = ["Grüße, ", "мир", "! ", "👋"].map((s) => encoder.encode(s));
let total = 0;
for (const c of chunks) total += c.length;
console.log(chunks.length, total, chunks.map((c) => decoder.decode(c)).join(""));

// process.hrtime(): [seconds, nanoseconds], and the time since an earlier reading.
const start = process.hrtime();
let acc = 0;
for (let i = 0; i < 100000; i++) acc += i % 7;
const elapsed = process.hrtime(start);
const ms = elapsed[0] * 1000 + elapsed[1] / 1e6;
console.log(start.length, elapsed.length, acc, ms >= 0 && ms < 10000, Number.isInteger(elapsed[1]));
const t0 = performance.now();
console.log(typeof t0, t0 >= 0);
