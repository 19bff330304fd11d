// Optional properties assigned after creation come after the present ones in
// every key-ordered view: console.log, Object.keys/entries, JSON.stringify,
// for-in, spread copies.
interface Req {
  method: string;
  url?: string;
  headers?: Record<string, string>;
  body?: string;
  retries?: number;
}

function makeReq(withBody: boolean): Req {
  const r: Req = { method: "GET" };
  if (withBody) {
    r.body = "{}";
    r.method = "POST";
  }
  r.url = "/api";
  r.retries = 0;
  return r;
}
const a = makeReq(false), b = makeReq(true);
console.log(a, b);
console.log(Object.keys(b).join(","), JSON.stringify(b));
const keys: string[] = [];
for (const k in b) keys.push(k);
console.log(keys.join(" "));
console.log(Object.entries(b));

// A copy keeps the order of its source; assigning again does not move a key.
const copy: Req = { ...a };
copy.url = "/v2";
copy.body = undefined;
console.log(copy, JSON.stringify(copy));

// Delete and re-add moves the key to the end.
const c: Req = { method: "PUT", url: "/x", body: "b" };
delete c.url;
console.log(c);
c.url = "/y";
console.log(c, Object.keys(c));

// Many objects built in different orders from one function.
function opts(flags: number): { a?: number; b?: number; c?: number } {
  const o: { a?: number; b?: number; c?: number } = {};
  if (flags & 4) o.c = 3;
  if (flags & 2) o.b = 2;
  if (flags & 1) o.a = 1;
  return o;
}
const all: string[] = [];
for (let f = 0; f < 8; f++) all.push(JSON.stringify(opts(f)));
console.log(all.join(" "));
console.log(opts(7), opts(5));
