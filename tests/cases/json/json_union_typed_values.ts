type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function show(j: Json) { console.log(JSON.stringify(j)); }
const names: string[] = ["a", "b"];
show(names);
const nums: number[] = [1, 2];
show(nums);
const rec: Record<string, number> = { a: 1 };
show(rec);
const nested: string[][] = [["x"], []];
show(nested);
const dict: { [k: string]: string[] } = { k: ["v"] };
show(dict);
function total(j: Json): number {
  if (typeof j === "number") return j;
  if (Array.isArray(j)) return j.reduce((s: number, e) => s + total(e), 0);
  if (j !== null && typeof j === "object") return Object.values(j).reduce((s: number, e) => s + total(e), 0);
  return 0;
}
console.log(total(nums), total(rec), total(names));
