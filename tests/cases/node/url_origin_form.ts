// new URL(requestTarget, base) as a server calls it: the origin-form inputs
// (paths, queries, fragments) against origin-only bases, next to inputs and
// bases that need the full parser (dot segments, percent-encoding, other
// schemes, bases with paths or credentials), all compared field by field.
const bases: string[] = [
  "http://localhost",
  "http://127.0.0.1:3000",
  "http://example.com:80",
  "https://Example.COM:443",
  "https://example.com:8443",
  "ws://h:81",
  "http://localhost",
  "http://user:pw@host:8080",
  "http://host/dir/page",
  "http://host?q",
];
const inputs: string[] = [
  "/",
  "/health",
  "/json?x=1&y=2",
  "/hash?text=hello%20world",
  "/a/b/c/",
  "/search?q=a?b",
  "/p#frag",
  "/p?#",
  "/p?",
  "/p#",
  "/p?q#f#g",
  "/a^b|c~d!$&'()*+,;=:@",
  "/q?x='y'",
  "/a/./b",
  "/a/../b",
  "/.well-known/x",
  "/%2e/x",
  "/a%2Fb",
  "/a b",
  "/a\"b",
  "/a<b>",
  "/a{b}",
  "/a`b",
  "/a\\b",
  "//other/x",
  "/\\other",
  "/é",
  "/q?é",
  "/q#é",
  "/q?a<b",
  "/q#a`b",
  " /trim ",
  "/tab\there",
  "rel/path",
  "?only=query",
  "#only",
  "",
  "http://absolute.example/x?y",
];
let checked = 0;
for (const b of bases) {
  for (const i of inputs) {
    let line: string;
    try {
      const u = new URL(i, b);
      line = [u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search,
        u.hash, u.searchParams.get("q") ?? "-", u.searchParams.get("x") ?? "-"].join(" | ");
    } catch (e) {
      line = "invalid";
    }
    checked++;
    console.log(JSON.stringify(i), JSON.stringify(b), line);
  }
}
// The same base string built anew for each request, as a template literal.
const hosts: string[] = ["a:1", "a:1", "b", "a:1"];
for (const h of hosts) {
  const u = new URL("/x?q=" + h, `http://${h}`);
  console.log(u.href, u.host, u.port, u.searchParams.get("q"));
}
console.log(checked);
