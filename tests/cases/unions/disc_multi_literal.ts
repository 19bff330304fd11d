type Op =
  | { op: "add" | "replace"; path: string; value: number }
  | { op: "remove"; path: string }
  | { op: "move" | "copy"; from: string; path: string };
function show(o: Op): string {
  if (o.op === "move" || o.op === "copy") return `${o.op} ${o.from}->${o.path}`;
  if (o.op === "remove") return `remove ${o.path}`;
  return `${o.op} ${o.path}=${o.value + 1}`;
}
function kind(o: Op): string {
  if (o.op !== "add" && o.op !== "replace") return o.op === "remove" ? "del" : `xfer:${o.from}`;
  return `set:${o.value}`;
}
const ops: Op[] = [{ op: "add", path: "/a", value: 1 }, { op: "copy", from: "/a", path: "/b" }, { op: "remove", path: "/a" }, { op: "replace", path: "/b", value: 5 }, { op: "move", from: "/b", path: "/c" }];
console.log(ops.map(show), ops.map(kind));
