// o?.status === "paid", o?.a?.b truthy: every object along the chain is narrowed to non-nullish.
interface Order { id: string; status: "pending" | "paid" | "shipped"; meta?: { prio: number } }
const orders = new Map<string, Order>([["a", { id: "a", status: "paid", meta: { prio: 2 } }], ["b", { id: "b", status: "pending" }]]);
function ship(id: string): string {
  const o = orders.get(id);
  if (o?.status === "paid") { o.status = "shipped"; return o.id + " shipped"; }
  if (o?.meta?.prio === 2) return "prio " + o.meta.prio;
  if (o?.status !== "pending") return "no " + id;
  return o.id + " waits";
}
console.log(ship("a"), ship("a"), ship("b"), ship("zz"));
type Node2 = { next?: Node2; val: number; tag?: string };
const chain: Node2 = { val: 1, next: { val: 2, next: { val: 3, tag: "end" } } };
function third(n?: Node2): string {
  if (n?.next?.next?.tag) return n.next.next.tag.toUpperCase() + n.next.val;
  if (n?.next) return "has next " + n.next.val;
  return "short";
}
console.log(third(chain), third(chain.next), third(undefined), third({ val: 0 }));
