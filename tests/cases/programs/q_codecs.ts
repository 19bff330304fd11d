// Hand-written UTF-8, hex and base64 (standard and URL-safe) codecs, checked
// against Buffer, TextEncoder/TextDecoder and btoa/atob on a set of samples.

class DecodeError extends Error {
  constructor(readonly codec: string, readonly offset: number, detail: string) {
    super(`${codec}: ${detail} at offset ${offset}`);
    this.name = "DecodeError";
  }
}

interface Codec<T> {
  readonly name: string;
  encode(input: T): string | Uint8Array;
}

const Utf8 = {
  encode(text: string): Uint8Array {
    const out: number[] = [];
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i);
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
        const lo = text.charCodeAt(i + 1);
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
          i++;
        }
      }
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd; // lone surrogate
      if (cp < 0x80) out.push(cp);
      else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
      else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
      else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    }
    return Uint8Array.from(out);
  },

  decode(bytes: Uint8Array, fatal = false): string {
    let s = "";
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i];
      const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
      let cp = need === 0 ? b : need === 1 ? b & 31 : need === 2 ? b & 15 : b & 7;
      let ok = need >= 0;
      let j = 1;
      for (; ok && j <= need; j++) {
        const c = bytes[i + j];
        const lo = j === 1 && b === 0xe0 ? 0xa0 : j === 1 && b === 0xf0 ? 0x90 : 0x80;
        const hi = j === 1 && b === 0xed ? 0x9f : j === 1 && b === 0xf4 ? 0x8f : 0xbf;
        if (c === undefined || c < lo || c > hi) { ok = false; break; }
        cp = (cp << 6) | (c & 63);
      }
      if (!ok) {
        if (fatal) throw new DecodeError("utf-8", i, `invalid byte 0x${b.toString(16).padStart(2, "0")}`);
        s += "\ufffd";
        i += Math.max(j - (need >= 0 ? 0 : 0), 1) === 1 ? 1 : j;
        continue;
      }
      s += String.fromCodePoint(cp);
      i += need + 1;
    }
    return s;
  },
};

const Hex = {
  encode: (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""),
  decode(text: string): Uint8Array {
    if (text.length % 2) throw new DecodeError("hex", text.length, "odd length");
    const out = new Uint8Array(text.length / 2);
    for (let i = 0; i < out.length; i++) {
      const pair = text.slice(2 * i, 2 * i + 2);
      if (!/^[0-9a-f]{2}$/i.test(pair)) throw new DecodeError("hex", 2 * i, `bad digits "${pair}"`);
      out[i] = Number.parseInt(pair, 16);
    }
    return out;
  },
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

class Base64 implements Codec<Uint8Array> {
  private readonly lookup = new Map<string, number>();
  constructor(readonly name: string, private readonly alphabet: string, private readonly pad: boolean) {
    [...alphabet].forEach((ch, i) => this.lookup.set(ch, i));
  }

  encode(bytes: Uint8Array): string {
    let out = "";
    for (let i = 0; i < bytes.length; i += 3) {
      const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      const chars = [18, 12, 6, 0].map((shift) => this.alphabet[(n >> shift) & 63]);
      const keep = Math.min(bytes.length - i, 3) + 1;
      out += chars.slice(0, keep).join("") + (this.pad ? "=".repeat(4 - keep) : "");
    }
    return out;
  }

  decode(text: string): Uint8Array {
    const clean = text.replace(/\s+/g, "").replace(/=+$/, "");
    if (clean.length % 4 === 1) throw new DecodeError(this.name, clean.length, "truncated input");
    const out: number[] = [];
    let acc = 0, bits = 0;
    for (const [i, ch] of [...clean].entries()) {
      const v = this.lookup.get(ch);
      if (v === undefined) throw new DecodeError(this.name, i, `unexpected ${JSON.stringify(ch)}`);
      acc = (acc << 6) | v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out.push((acc >> bits) & 0xff);
      }
    }
    return new Uint8Array(out);
  }
}

const b64 = new Base64("base64", ALPHABET, true);
const b64url = new Base64("base64url", ALPHABET.replace("+/", "-_"), false);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const samples = ["", "f", "fo", "foo", "foobar", "héllo wörld", "日本語テキスト", "emoji 🎉👩‍💻 mix", "tab\tnew\nline", "\u0000\u007f\u0080\u07ff\u0800\uffff"];
let failures = 0;
const check = (label: string, mine: string, theirs: string): string => {
  if (mine !== theirs) failures++;
  return mine === theirs ? "ok" : `MISMATCH ${label}: ${mine} vs ${theirs}`;
};

for (const text of samples) {
  const mine = Utf8.encode(text);
  const ref = encoder.encode(text);
  const buf = Buffer.from(text, "utf8");
  const results = [
    check("utf8", Hex.encode(mine), Hex.encode(ref)),
    check("hex", Hex.encode(mine), buf.toString("hex")),
    check("b64", b64.encode(mine), buf.toString("base64")),
    check("b64url", b64url.encode(mine), buf.toString("base64url")),
    check("roundtrip", Utf8.decode(b64.decode(b64.encode(mine))), text),
    check("decoder", Utf8.decode(Hex.decode(buf.toString("hex"))), decoder.decode(ref)),
  ];
  const status = results.every((r) => r === "ok") ? "all ok" : results.filter((r) => r !== "ok").join("; ");
  console.log(`${JSON.stringify(text).padEnd(30)} ${String(text.length).padStart(2)} units ${String(mine.length).padStart(2)} bytes  ${b64.encode(mine).padEnd(36)} ${status}`);
}

const ascii = "Many hands make light work.";
console.log(b64.encode(Utf8.encode(ascii)), btoa(ascii) === b64.encode(Utf8.encode(ascii)), atob(b64.encode(Utf8.encode(ascii))));
const lone = "a\ud800b";
console.log("lone surrogate:", Hex.encode(Utf8.encode(lone)), Buffer.from(lone).toString("hex"));

const invalid: [string, number[]][] = [
  ["overlong", [0xc0, 0xaf]],
  ["truncated", [0x61, 0xe2, 0x82]],
  ["surrogate", [0xed, 0xa0, 0x80]],
  ["too big", [0xf4, 0x90, 0x80, 0x80]],
  ["stray continuation", [0x80, 0x41]],
];
for (const [label, bytes] of invalid) {
  const arr = Uint8Array.from(bytes);
  const mine = Utf8.decode(arr);
  const theirs = decoder.decode(arr);
  let fatal: string;
  try {
    Utf8.decode(arr, true);
    fatal = "accepted";
  } catch (e) {
    fatal = e instanceof DecodeError ? `${e.name}@${e.offset}` : "?";
  }
  console.log(`${label.padEnd(18)} mine=${JSON.stringify(mine)} node=${JSON.stringify(theirs)} ${mine === theirs ? "same" : "differs"} fatal=${fatal}`);
}

for (const [codec, input] of [[b64, "Zm9v!"], [b64, "Zm9vY"], [b64url, "_-8"]] as const) {
  try {
    console.log(`${codec.name}(${input}) =`, Hex.encode(codec.decode(input)));
  } catch (e) {
    console.log(`${codec.name}(${input}) failed: ${(e as Error).message}`);
  }
}
for (const h of ["c3a9", "abc", "zz00"]) {
  try {
    console.log(`hex ${h} ->`, Utf8.decode(Hex.decode(h)));
  } catch (e) {
    if (e instanceof DecodeError) console.log(`${e.codec} error: ${e.message}`);
  }
}
console.log(failures === 0 ? "all codecs agree with Node" : `${failures} mismatches`);
