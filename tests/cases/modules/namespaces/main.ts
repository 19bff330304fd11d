import * as V from "./vec";

const b = new V.Body(V.make(0, 0), V.make(1, 2));
for (let i = 0; i < 5; i++) b.step(0.5);
const p: V.Vec = b.pos;
console.log(p.x, p.y, V.len(p).toFixed(4));
console.log(V.ZERO.x, V.ZERO.y, V.len(V.add(V.ZERO, V.make(3, 4))));
const f = V.scale;
console.log(f(V.make(1, 1), 3).x);
