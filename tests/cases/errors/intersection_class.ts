class Point { constructor(public x: number) {} len() { return this.x; } }
type Tagged = Point & { tag: string }; // expect error: unsupported: class type 'Point' in an intersection
const t: Tagged = Object.assign(new Point(1), { tag: "a" });
console.log(t.tag);
