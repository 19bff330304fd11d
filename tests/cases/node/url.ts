function show(u: URL): void {
  console.log([u.href, u.origin, u.protocol, u.host, u.hostname, u.port, u.pathname, u.search, u.hash].join(" | "));
}
show(new URL("http://example.com"));
show(new URL("https://User:Pw@Example.COM:8443/a/b/../c/./d?x=1&y=two#frag"));
show(new URL("http://localhost:80/index.html"));
show(new URL("/compute?n=5", "http://127.0.0.1:3000"));
show(new URL("search?q=a+b", "http://h.test/dir/page"));
show(new URL("../up", "http://h.test/a/b/c"));
show(new URL("?only=query", "http://h.test/path/file?old=1#h"));
show(new URL("#newhash", "http://h.test/path/file?old=1#h"));
show(new URL("//other.host/p", "https://h.test/x"));
show(new URL("http://h.test/sp ace/\u00e9?q=\u00e9 x#f g"));
show(new URL("http://h.test/a\\b\\c"));
show(new URL("  http://trim.test/x  "));
const u = new URL("http://h.test/p?a=1&b=hello+world&a=2&c=%41%42&empty=&flag");
const sp = u.searchParams;
console.log(sp.get("a"), sp.get("b"), sp.get("c"), sp.get("empty"), sp.get("flag"), sp.get("missing"));
console.log(sp.has("a"), sp.has("nope"), sp.getAll("a"));
console.log(u.toString(), String(u.toJSON()));
const route = new URL("/users/42?verbose=1", "http://localhost");
const parts = route.pathname.split("/").filter((s) => s.length > 0);
console.log(parts, route.searchParams.get("verbose") === "1");
