// A web-server log summary: the kind of text munging regexes are for.
interface Hit {
  ip: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
}

const LOG = `10.0.0.1 - - [12/Mar/2024:10:00:01 +0000] "GET /index.html HTTP/1.1" 200 5120 12ms
10.0.0.2 - alice [12/Mar/2024:10:00:02 +0000] "POST /api/login HTTP/1.1" 302 0 48ms
10.0.0.1 - - [12/Mar/2024:10:00:05 +0000] "GET /static/app.js?v=3 HTTP/1.1" 200 48213 3ms
garbage line that does not parse
10.0.0.3 - bob [12/Mar/2024:10:01:00 +0000] "GET /api/users/42 HTTP/1.1" 404 112 7ms
10.0.0.2 - alice [12/Mar/2024:10:01:30 +0000] "DELETE /api/users/42 HTTP/2.0" 500 87 230ms`;

const LINE = /^(?<ip>\d{1,3}(?:\.\d{1,3}){3}) \S+ (?<user>\S+) \[(?<when>[^\]]+)\] "(?<method>[A-Z]+) (?<path>\S+) HTTP\/[\d.]+" (?<status>\d{3}) (?<bytes>\d+) (?<ms>\d+)ms$/;

const hits: Hit[] = [];
const bad: number[] = [];
LOG.split(/\r?\n/).forEach((line, i) => {
  const m = LINE.exec(line);
  if (!m || !m.groups) {
    bad.push(i + 1);
    return;
  }
  const g = m.groups;
  hits.push({ ip: g.ip, method: g.method, path: g.path.replace(/\?.*$/, ""), status: Number(g.status), bytes: Number(g.bytes), ms: Number(g.ms) });
});
console.log(`${hits.length} hits, unparsable lines: ${bad.join(", ")}`);

// Group API paths by a normalised route (numbers become :id).
const routes = new Map<string, number>();
for (const h of hits) {
  const route = h.path.replace(/\/\d+(?=\/|$)/g, "/:id");
  routes.set(route, (routes.get(route) ?? 0) + 1);
}
console.log(routes);

const errors = hits.filter((h) => /^5\d\d$/.test(String(h.status)));
console.log("server errors:", errors.map((h) => `${h.method} ${h.path} (${h.ms}ms)`));

// Redact the IPs' last octet and any user names.
const redacted = LOG.replace(/(\d+\.\d+\.\d+\.)\d+/g, "$1x").replace(/ - (?!-)(\w+) \[/g, (_m, user: string) => ` - ${user[0]}*** [`);
console.log(redacted.split("\n").slice(0, 2).join("\n"));

// A tiny template engine.
function render(tpl: string, vars: Map<string, string>): string {
  return tpl.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole: string, key: string) => vars.get(key) ?? whole);
}
console.log(render("Hello {{ name }}, you have {{count}} new {{ thing }}.", new Map([["name", "Ada"], ["count", "3"]])));

// Word frequencies, case-insensitive.
const text = "The cat and the hat. THE END? The cat's back!";
const freq = new Map<string, number>();
for (const w of text.toLowerCase().match(/[a-z']+/g) ?? []) freq.set(w, (freq.get(w) ?? 0) + 1);
console.log([...freq].filter(([, n]) => n > 1));

// camelCase <-> snake_case
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());
const toCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
console.log(toSnake("parseHttpRequestLine"), toCamel("max_body_size_bytes"));
