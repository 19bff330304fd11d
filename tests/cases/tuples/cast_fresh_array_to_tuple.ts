// A fresh array (split, map, slice, entries) asserted to a tuple or an array
// whose elements are stored differently: `s.split("=", 2) as [string,
// string | undefined]`, the usual way to destructure a key=value pair.
function kv(arg: string): [string, string | undefined] {
  const [key, value] = arg.replace(/^--/, "").split("=", 2) as [string, string | undefined];
  return [key, value];
}
for (const a of ["--port=8080", "--verbose", "--name=a=b", "--empty="]) {
  const [k, v] = kv(a);
  console.log(k, v === undefined ? "(none)" : JSON.stringify(v), v?.length ?? -1);
}

const [host, port] = "example.org:443".split(":") as [string, string?];
console.log(host, Number(port) + 1);
const rgb = "12,200,7".split(",").map(Number) as [number, number, number];
console.log(rgb, rgb.map((x) => x.toString(16).padStart(2, "0")).join(""));
const t = ([1, "one"] as (number | string)[]).slice() as [number, string];
console.log(t[0] * 10, t[1].toUpperCase(), t.length);
const rows = Object.entries({ x: 1, y: 2 }).map(([k, n]) => [k, n * 3]) as [string, number][];
for (const [name, n] of rows) console.log(name, n.toFixed(1));
const wide = "a b".split(" ") as (string | number)[];
wide.push(3);
console.log(wide, typeof wide[2]);
