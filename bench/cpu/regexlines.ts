// Regex matching over many lines: an access log is generated, then parsed
// with regexes (exec with groups, test, match, replace) and summarised.
let seed = 2024;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}

const methods = ["GET", "POST", "PUT", "DELETE"];
const paths = ["/api/users", "/api/orders", "/static/app.js", "/login", "/api/items/42", "/health"];
function makeLog(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const ip = `${10 + rand(240)}.${rand(256)}.${rand(256)}.${rand(256)}`;
    const h = String(rand(24)).padStart(2, "0");
    const m = String(rand(60)).padStart(2, "0");
    const status = [200, 200, 200, 201, 304, 404, 500][rand(7)];
    const ms = rand(2000);
    out.push(`${ip} - - [12/Mar/2024:${h}:${m}:07 +0000] "${methods[rand(4)]} ${paths[rand(paths.length)]}?q=${rand(100)} HTTP/1.1" ${status} ${rand(50000)} ${ms}ms`);
  }
  return out;
}

const LINE = /^(\d+\.\d+\.\d+\.\d+) - - \[([^\]]+)\] "(\w+) ([^ ?]+)(?:\?([^ ]*))? HTTP\/1\.[01]" (\d{3}) (\d+) (\d+)ms$/;
const API = /^\/api\/(\w+)/;
const SLOW = /\s(1\d{3})ms$/;

const lines = makeLog(40000);
const byStatus = new Map<string, number>();
const byResource = new Map<string, number>();
let bytes = 0;
let slow = 0;
let bad = 0;
for (let round = 0; round < 3; round++) {
  for (const line of lines) {
    const m = LINE.exec(line);
    if (!m) { bad++; continue; }
    byStatus.set(m[6], (byStatus.get(m[6]) ?? 0) + 1);
    bytes += Number(m[7]);
    const api = m[4].match(API);
    if (api) byResource.set(api[1], (byResource.get(api[1]) ?? 0) + 1);
    if (SLOW.test(line)) slow++;
  }
}
const masked = lines.slice(0, 3).map((l) => l.replace(/\d+\.\d+\.\d+\.\d+/, "x.x.x.x").replace(/q=\d+/g, "q=?"));
console.log(masked.join("\n"));
console.log([...byStatus.entries()].sort().map(([k, v]) => `${k}:${v}`).join(" "));
console.log([...byResource.entries()].sort().map(([k, v]) => `${k}:${v}`).join(" "));
console.log(bytes, slow, bad);
const words = lines.join(" ").split(/\s+/).filter((w) => /^[A-Z]+$/.test(w)).length;
console.log(words);
