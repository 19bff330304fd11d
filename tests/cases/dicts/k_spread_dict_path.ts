// Spreading a dictionary read through a property path (possibly undefined) makes a dictionary.
interface M { name: string; deps?: { [k: string]: string }; dev?: Record<string, string>; meta: { tags: Record<string, number> } }
const m: M = { name: 'x', deps: { a: '1', b: '2' }, meta: { tags: { t: 1 } } };
const all = { ...m.deps, ...m.dev, c: '3' };
console.log(all, Object.keys(all).length);
const t = { z: 0, ...m.meta.tags };
console.log(t);
const n: M = { name: 'y', meta: { tags: {} } };
console.log({ ...n.deps }, { ...n.dev, q: 'q' });
class H { headers: Record<string, string> = { a: 'b' }; merged(extra: Record<string, string>) { return { ...this.headers, ...extra }; } }
console.log(new H().merged({ c: 'd' }));
