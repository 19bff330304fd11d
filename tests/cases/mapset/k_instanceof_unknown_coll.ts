// x instanceof Set / Map narrows an unknown to Set<any> / Map<any, any> as tsc does (a JSON replacer turning sets and maps into arrays and objects).
const vals: unknown[] = [new Set([1, 'a', { x: 1 }]), new Map<string, number>([['k', 1], ['j', 2]]), new Set<number>(), [1], 'str', null, new Map([[1, new Set(['deep'])]])];
for (const v of vals) {
  if (v instanceof Set) console.log('set', v.size, [...v], v.has(1), v.has('a'));
  else if (v instanceof Map) {
    console.log('map', v.size, [...v.keys()], v.get('k'), v.has(1));
    for (const [k, x] of v) console.log('  entry', k, x);
    v.set('added', true);
    console.log(v);
  } else console.log('other', v);
}
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Set) return [...value];
  if (value instanceof Map) return Object.fromEntries(value);
  return value;
}
console.log(JSON.stringify({ s: new Set([1, 2]), m: new Map([['a', new Set(['b'])]]) }, replacer));
const u: unknown = new Set(['q']);
if (!(u instanceof Set)) console.log('not'); else { u.add('r'); console.log(u); }
function toObject(x: unknown): unknown {
  return x instanceof Map ? Object.fromEntries(x) : x;
}
console.log(toObject(new Map<unknown, number>([[true, 1], [2, 2], [null, 3]])), toObject(5));
