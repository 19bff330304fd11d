// A report over JSON.parse data used as any throughout: sort with a comparator,
// forEach/map/filter/find/reduce callbacks, for-in, Map from pairs, += on a
// property, a new key, a spread into a literal, nested destructuring.
const data = JSON.parse(`{"items":[{"id":3,"name":"c","tags":["x"],"price":"9.5"},{"id":1,"name":"a","tags":[],"price":2},{"id":2,"name":"b","price":null}],"meta":{"page":1,"next":null}}`);
data.items.sort((a: any, b: any) => a.id - b.id);
data.items.forEach((it: any, i: number) => console.log(i, it.id, it.name, (it.tags ?? []).length, Number(it.price) || 0));
console.log(Object.keys(data), Object.entries(data.meta), data.meta?.next?.url, data.missing?.deep);
for (const k in data.items[0]) console.log("key", k, typeof data.items[0][k]);
const total = data.items.reduce((s: number, it: any) => s + (parseFloat(it.price) || 0), 0);
console.log(total, Array.isArray(data.items), data.items.length, JSON.stringify(data.items.map((x: any) => x.id)));
const names: string[] = data.items.map((x: any) => x.name.toUpperCase());
console.log(names.join("+"), data.items.filter((x: any) => x.tags?.length).map((x: any) => x.id));
const byId = new Map<number, any>(data.items.map((x: any) => [x.id, x]));
console.log(byId.get(2)?.name, byId.size);
const first = data.items.find((x: any) => x.price === null);
console.log(first ? `${first.name} has no price` : "all priced", data.items.some((x: any) => x.id > 2), data.items.every((x: any) => "name" in x));
data.meta.page += 1;
data.meta.seen = true;

console.log(JSON.stringify(data.meta), data.items.at(-1).name, data.items.slice(1).length, data.items.indexOf(first), data.items.includes(first));
const out = { ...data.meta, count: data.items.length };
console.log(out);
const { items: [head, ...others], meta } = data;
console.log(head.id, others.length, meta.page);
console.log(`${data.items[0].name}:${data.items[0].price}`, data.items[0].price > 1, data.items[2].price == null);
