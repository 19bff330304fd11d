// Object.values, Object.entries and Object.assign of an object literal with getters and setters see their values (they gave the data properties only).
const o = { n: 1, get dbl() { return this.n * 2; }, set only(v: number) { this.n = v; } };
console.log(Object.values(o), Object.entries(o), { ...o }, Object.assign({}, o));
for (const k in o) console.log(k);
const t = { first: "a", last: "b", get full(): string { return this.first + " " + this.last; } };
const copy = Object.assign({}, t);
console.log(copy, Object.entries(t).map(([k, v]) => `${k}=${v}`).join("&"));
