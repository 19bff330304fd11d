// A tiny event emitter: listeners stored as functions, removed by identity.
type Listener = (payload: string) => void;

class Emitter {
  private names: string[] = [];
  private lists: Listener[][] = [];
  on(name: string, l: Listener): () => void {
    let i = this.names.indexOf(name);
    if (i < 0) {
      this.names.push(name);
      this.lists.push([]);
      i = this.names.length - 1;
    }
    this.lists[i].push(l);
    return () => this.off(name, l);
  }
  off(name: string, l: Listener): boolean {
    const i = this.names.indexOf(name);
    if (i < 0) return false;
    const j = this.lists[i].indexOf(l);
    if (j < 0) return false;
    this.lists[i].splice(j, 1);
    return true;
  }
  emit(name: string, payload: string): number {
    const i = this.names.indexOf(name);
    if (i < 0) return 0;
    const snapshot = this.lists[i].slice();
    for (const l of snapshot) l(payload);
    return snapshot.length;
  }
}

const log: string[] = [];
const e = new Emitter();
const a: Listener = (p) => log.push("a:" + p);
const b: Listener = (p) => log.push("b:" + p.toUpperCase());
e.on("msg", a);
const unsubB = e.on("msg", b);
e.on("other", (p) => log.push("other:" + p.length));
console.log(e.emit("msg", "hi"), e.emit("other", "four"), e.emit("none", "x"));
unsubB();
console.log(e.emit("msg", "again"), e.off("msg", b), e.off("msg", a), e.emit("msg", "gone"));

// A listener that removes itself while the event is being emitted (once).
function once(em: Emitter, name: string, l: Listener): void {
  const wrapper: Listener = (p) => {
    em.off(name, wrapper);
    l(p);
  };
  em.on(name, wrapper);
}
once(e, "tick", (p) => log.push("once:" + p));
e.on("tick", (p) => log.push("always:" + p));
console.log(e.emit("tick", "1"), e.emit("tick", "2"), e.emit("tick", "3"));

// The same function registered twice is called twice.
let hits = 0;
const h: Listener = () => {
  hits++;
};
e.on("dup", h);
e.on("dup", h);
e.emit("dup", "");
e.off("dup", h);
e.emit("dup", "");
console.log(hits);
console.log(log.join(" "));
