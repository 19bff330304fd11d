// URLs longer than the parser's 4 KiB scratch block (malloc'd buffers), relative
// references against several bases, and many parses in a row (the block reused).
const long = "/a/b/../c/" + "x".repeat(5000) + "/./d?" + "q=" + "y%20".repeat(800) + "&z=1#frag";
for (let i = 0; i < 3; i++) {
  const u = new URL(long, "http://Example.COM:8080/base/path?old=1");
  console.log(u.href.length, u.pathname.length, u.search.length, u.host, u.origin, u.hash);
  console.log(u.searchParams.get("z"), (u.searchParams.get("q") ?? "").length);
}
const bases = ["http://localhost", "https://a.b/c/d", "http://h:80/x"];
for (const b of bases) for (const p of ["/", "/health", "../up?x=1", "?q", "#f", "//other/p", "rel/a/./b/../c"]) {
  const u = new URL(p, b);
  console.log(u.href, u.pathname, u.search, u.port);
}
for (let i = 0; i < 2000; i++) {
  const u = new URL(`/item/${i}?page=${i % 7}&name=n${i}`, "http://localhost:3000");
  if (u.searchParams.get("page") !== String(i % 7) || u.pathname !== `/item/${i}`) console.log("bad", i);
}
console.log("done");
