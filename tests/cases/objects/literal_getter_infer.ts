// Getters of an object literal without a return annotation: the type is
// inferred from the body (this: the literal's properties so far).
const box = {
  w: 3, h: 4, label: "box",
  get area() { return this.w * this.h; },
  get title() { return `${this.label} ${this.area}`; },
  get dims() { return [this.w, this.h]; },
};
console.log(box.area, box.title, box.dims, box);
const temp = { c: 20, get f() { return (this.c * 9) / 5 + 32; }, set f(v: number) { this.c = ((v - 32) * 5) / 9; } };
temp.f = 212;
console.log(temp.c, temp.f, JSON.stringify(temp));
