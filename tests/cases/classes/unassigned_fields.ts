// Fields declared with ! and never assigned are undefined: string and boolean slots start so.
class A {
  s!: string;
  f!: boolean;
  n!: number;

  constructor(x: boolean) {
    if (x) {
      this.s = "a";
      this.f = true;
      this.n = 1;
    }
  }
}
const a = new A(false);
console.log(a, a.f, a.n, a.s, `${a.f}`, String(a.n), String(a.s));
console.log(a.f ? "yes" : "no", !a.f, a.f === undefined, typeof a.f, typeof a.s);
console.log(JSON.stringify(a), JSON.stringify(new A(true)));
console.log(new A(true), new A(true).f);
a.f = false;
console.log(a.f, a);
class Flags {
  done!: boolean;
  label!: string;
  mark() {
    this.done = true;
  }
}
const fl = [new Flags(), new Flags()];
fl[1].mark();
console.log(fl, fl.filter((f) => !f.done).length, `${fl[0].label}|${fl[1].done}`);
const bs: boolean[] = [];
bs[2] = true;
console.log(bs[0], bs, `${bs[1]}`, String(bs[0]), typeof bs[0]);
// object, array and function fields never assigned are undefined too (null only where the type has it)
class Link { next: Link | null = null; kids!: number[]; fn!: () => void; v = 1; }
const ln = new Link();
console.log(ln, ln.next, ln.kids, JSON.stringify(ln));
