import * as V from "./vec";

const b = new V.Body(V.make(0, 0), V.make(1, 2));
for (let i = 0; i < 5; i++) b.step(0.5);
const p: V.Vec = b.pos;
console.log(p.x, p.y, V.len(p).toFixed(4));
console.log(V.ZERO.x, V.ZERO.y, V.len(V.add(V.ZERO, V.make(3, 4))));
const f = V.scale;
console.log(f(V.make(1, 1), 3).x);
const b2 = new V.Body(V.ZERO, V.make(-1, 0));
b2.step(2);
console.log(V.Body.created, V.Body.describe(b2), V.Body.describe(b));
V.Body.created = 0;
console.log(V.Body.created);
