// Absent optional properties are not printed; properties holding undefined are.
interface Opt {
  id: number;
  label?: string;
  parent?: Opt;
  score?: number;
}
const a: Opt = { id: 1 };
const b: Opt = { id: 2, label: undefined };
const c: Opt = { id: 3, label: "c", parent: a, score: 0 };
console.log(a, b, c);
a.score = undefined;
console.log(a);
a.label = "late";
console.log(a);
console.log([a, b, c]);

// A class field declared optional exists as undefined on every instance.
class Cfg {
  name = "cfg";
  retries?: number;
  timeout?: number = undefined;
}
const cfg = new Cfg();
console.log(cfg);
cfg.retries = 3;
console.log(cfg);

// null and undefined values in arrays and objects.
console.log([null, undefined, 0, "", false]);
const u: (number | undefined)[] = [undefined, undefined];
console.log(u, u.length);
console.log({ n: null, u: undefined, arr: [undefined] });

// An array with holes next to undefined.
const mix: (number | undefined)[] = [undefined];
mix[2] = 2;
console.log(mix);
