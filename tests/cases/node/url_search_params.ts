// URLSearchParams as services use it: reading a URL's query, iterating it,
// building one from a record or pairs, changing it (the URL follows).
const url = new URL("https://example.com/search?q=kiln+compiler&tag=ts&tag=c&empty=&flag&x=%E2%9C%93#top");
const sp = url.searchParams;
console.log(sp.get("q"), sp.getAll("tag"), sp.has("flag"), sp.has("tag", "c"), sp.has("tag", "go"), sp.size);
for (const [k, v] of sp) console.log(`${k}=${JSON.stringify(v)}`);
console.log([...sp.keys()].join(","), [...sp.values()].join("|"));
console.log(JSON.stringify(Object.fromEntries(sp)));
console.log(Array.from(sp.entries()).length, [...sp].map(([k]) => k).join());
const seen: string[] = [];
sp.forEach((value, key) => seen.push(`${key}:${value}`));
console.log(seen.join(" "));
console.log(sp.toString());

sp.append("page", "2");
sp.set("q", "native code & more");
sp.delete("empty");
sp.delete("tag", "ts");
console.log(url.search, url.href);
sp.sort();
console.log(sp.toString(), url.href);
sp.delete("q");
sp.delete("tag");
sp.delete("flag");
sp.delete("x");
sp.delete("page");
console.log(JSON.stringify(url.search), url.href, sp.size);

const built = new URLSearchParams({ user: "Ann Lee", role: "admin", note: "a+b=c&d" });
console.log(built.toString());
const pairs = new URLSearchParams([["a", "1"], ["b", "2"], ["a", "3"]]);
console.log(pairs.getAll("a"), pairs.toString());
const parsed = new URLSearchParams("?x=1&y=%20two%20&z");
console.log(parsed.get("y"), parsed.get("z"), parsed.get("w"), `${parsed}`);
const copy = new URLSearchParams(parsed);
copy.set("x", "9");
console.log(parsed.toString(), copy.toString());
const empty = new URLSearchParams();
empty.append("k", "ünï");
console.log(empty.toString(), empty.size, String(empty));
const it = pairs.keys();
console.log(it.next().value, it.next().value);
function q(params: Record<string, string | number>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) p.set(k, String(v));
  return p.toString();
}
console.log(q({ limit: 10, offset: 20, sort: "-created" }));
console.log(url.searchParams, new URLSearchParams());
const long = new URLSearchParams();
for (let i = 0; i < 6; i++) long.append(`key${i}`, `value number ${i}`);
console.log(long);
console.log({ long, n: 1 });
console.log(JSON.stringify({ url, params: long, when: new Date(0) }));
console.log(`${url}`, String(long).length, "" + new URL("http://h/p?a=b"));
const edge = new URL("http://h.example/p?#");
edge.searchParams.append("x", "1");
console.log(edge.href, edge.search, JSON.stringify(edge.hash));
const edge2 = new URL("http://h.example/p?a=1#frag?x");
edge2.searchParams.set("a", "2");
console.log(edge2.href, edge2.search, edge2.hash);
