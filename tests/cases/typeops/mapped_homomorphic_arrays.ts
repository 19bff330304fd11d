// Homomorphic mapped types (`{ [K in keyof T]: ... }` over a type parameter)
// applied to an array give an array, and to a primitive the primitive: a
// recursive DeepPartial / DeepReadonly reaches array and primitive properties.
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
interface Item { id: number; tags: string[]; dims: { w: number; h: number } }
interface Order { id: string; items: Item[]; note?: string; totals: number[] }

function applyPatch(o: Order, p: DeepPartial<Order>): Order {
  return {
    id: p.id ?? o.id,
    items: p.items ? p.items.map((it, i) => ({
      id: it?.id ?? o.items[i].id,
      tags: it?.tags ? it.tags.map((t) => t ?? "?") : o.items[i].tags,
      dims: { w: it?.dims?.w ?? o.items[i].dims.w, h: it?.dims?.h ?? o.items[i].dims.h },
    })) : o.items,
    note: p.note ?? o.note,
    totals: p.totals ? p.totals.map((t, i) => t ?? o.totals[i]) : o.totals,
  };
}
const base: Order = { id: "o1", items: [{ id: 1, tags: ["x"], dims: { w: 1, h: 2 } }], totals: [10, 20] };
const patched = applyPatch(base, { items: [{ dims: { h: 9 } }], totals: [undefined, 5] });
console.log(JSON.stringify(patched));
const frozen: DeepReadonly<Order> = base;
console.log(frozen.items[0].tags.length, frozen.items[0].dims.w, frozen.totals.map((x) => x * 2));
const m: Mutable<Readonly<Item>> = { id: 3, tags: [], dims: { w: 0, h: 0 } };
m.id = 4;
console.log(m);
type Box<T> = { [K in keyof T]: T[K] };
const n: Box<number> = 5;
const s: Box<string> = "str";
const arr: Box<number[]> = [1, 2];
console.log(n + 1, s.toUpperCase(), arr.length);
