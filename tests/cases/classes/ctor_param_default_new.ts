// Unannotated parameter defaults typed from the default: new K(), new K<T>(), new Set<T>()/Map<K, V>(), an enum member.
class Repo<T> { items: T[] = []; }
class Svc {
  constructor(private name: string, readonly repo = new Repo<number>(), public count = 0, readonly label = "x") {}
  show() { return `${this.name} ${this.repo.items.length} ${this.count} ${this.label}`; }
}
console.log(new Svc("a").show(), new Svc("b", undefined, 5).show());
enum Lvl { Lo, Hi }
class Box<T> { constructor(readonly v: T) {} }
class Cfg {
  constructor(public lvl = Lvl.Hi, readonly seen = new Set<string>(), readonly holder = new Box<string>("h")) {}
}
const cfg = new Cfg();
cfg.lvl = Lvl.Lo;
cfg.seen.add("a");
console.log(cfg.lvl, [...cfg.seen], cfg.holder.v, new Cfg(Lvl.Lo).lvl);
function mk(r = new Repo<string>()) { r.items.push("z"); return r.items; }
console.log(mk());
