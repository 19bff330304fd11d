// Record<"a" | "b", V> has only its literal keys: a plain string cannot index it.
const rank: Record<"low" | "high", number> = { low: 1, high: 9 };
function get(k: string): number {
  return rank[k]; // expect error: Element implicitly has an 'any' type because expression of type 'string' can't be used to index type
}
console.log(get("low"));
