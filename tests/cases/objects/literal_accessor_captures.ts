function make(base: number) {
  let hits = 0;
  const o = {
    describe(): string { return `${this.label}:${hits}`; },
    get total(): number { hits++; return base * 2; },
    label: "t",
    set total(v: number) { base = v; },
    count: 3,
  };
  return o;
}
const o = make(5);
console.log(o.total, o.label, o.count);
o.total = 7;
console.log(o.total, JSON.stringify(o), Object.keys(o), o.describe());
