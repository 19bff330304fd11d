// Code that runs without call syntax before a top-level let/const it reads
// is declared: a getter, a static getter, an iterator; Node's ReferenceError.
class Temp {
  static get unit(): string {
    return unitName;
  }
  *[Symbol.iterator](): Generator<number> {
    yield base;
  }
}
const o = {
  get g(): number {
    return z;
  },
};
let seen = "";
try {
  seen += o.g;
} catch (e) {
  seen += (e as Error).message + ";";
}
try {
  seen += Temp.unit;
} catch (e) {
  seen += (e as Error).message + ";";
}
try {
  for (const v of new Temp()) seen += v;
} catch (e) {
  seen += (e as Error).message + ";";
}
const z: number = 1;
const unitName: string = "C";
const base: number = 20;
console.log(seen);
console.log(o.g, Temp.unit, [...new Temp()]);
