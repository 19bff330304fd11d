// JSON.parse with a reviver: Dates made by the reviver, kept through 'as T'
// (a Date-typed property), and new Date of an any.
interface Ev { name: string; at: Date; tags: string[]; when?: Date | null }
const raw = '[{"name":"launch","at":"2020-01-02T03:04:05.000Z","tags":["a","b"],"when":null},{"name":"x","at":"2021-01-01T00:00:00.000Z","tags":[],"when":"2022-02-02T00:00:00.000Z"}]';
const iso = /^\d{4}-\d{2}-\d{2}T/;
const evs = JSON.parse(raw, (k, v) => typeof v === "string" && iso.test(v) ? new Date(v) : v) as Ev[];
for (const e of evs) console.log(e.name, e.at.getUTCFullYear(), e.tags.length, e.when?.getUTCMonth());
console.log(evs[0]);
const raw2 = '{"name":"launch","at":"2020-01-02T03:04:05.000Z","tags":["a","b"],"n":"12"}';
const ev2 = JSON.parse(raw2, (key, value) => key === "at" ? new Date(value) : value);
console.log(ev2.at.getUTCFullYear(), ev2.at instanceof Date, ev2.tags.length, ev2);
const vals: any[] = [0, "2021-05-06", undefined, null, true, 86400000];
for (const v of vals) { const d = new Date(v); console.log(isNaN(d.getTime()) ? "invalid" : d.toISOString()); }
const order: string[] = [];
JSON.parse('{"a":{"b":1,"c":[1,2]},"d":null}', (k, v) => { order.push(k === "" ? "(root)" : k); return v; });
console.log(order.join(","));
const m = JSON.parse('[1,2,3,4]', (k, v: unknown) => typeof v === "number" && v % 2 === 0 ? undefined : v);
console.log(m);
