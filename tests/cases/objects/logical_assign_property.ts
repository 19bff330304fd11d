class Cache {
  private static shared?: Cache;
  static hits = 0;
  static label: string | null = null;
  private store?: Map<string, number>;
  count = 0;
  name = "";
  flags: { seen?: boolean; tag?: string } = {};
  static get(): Cache { return (Cache.shared ??= new Cache()); }
  map(): Map<string, number> { return (this.store ??= new Map()); }
  bump(): number { this.count ||= 10; this.count &&= this.count + 1; return this.count; }
}
const a = Cache.get(), b = Cache.get();
console.log(a === b, a.map() === a.map(), a.map().size);
a.map().set("x", 1);
console.log(b.map().get("x"), a.bump(), a.bump());
Cache.label ??= "first"; Cache.label ??= "second";
Cache.hits ||= 7; Cache.hits &&= 0;
console.log(Cache.label, Cache.hits);
a.name ||= "anon"; console.log(a.name);
a.flags.seen ??= true; a.flags.tag ||= "t1"; a.flags.tag ||= "t2";
console.log(a.flags);
const o: { list?: number[] } = {};
(o.list ??= []).push(1, 2);
(o.list ??= []).push(3);
console.log(o.list, (o.list &&= [9]));
let calls = 0;
function target(): { v?: string } { calls++; return t0; }
const t0: { v?: string } = {};
target().v ??= "once"; target().v ??= "twice";
console.log(t0.v, calls);
