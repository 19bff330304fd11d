// Typed arrays printed by console.log, alone and inside objects and arrays.
console.log(new Float64Array(3), new Int32Array(0), new Uint8Array([1, 2, 255]));
console.log(new Float64Array([1.5, -2.25, 1e21, 1e-7]));
console.log(new Int32Array(12).map((_, i) => i * i));
console.log(new Uint8Array(120));
console.log({ buf: new Uint8Array([7, 8]), pos: new Float64Array([0.5, 0.25]) });
console.log([new Int32Array([1]), new Int32Array([2, 3])]);
class Particle {
  pos = new Float64Array(3);
  vel = new Float64Array([1, 0, -1]);
  constructor(public id: number) {}
}
const p = new Particle(7);
p.pos[1] = 2.5;
console.log(p);
console.log({ deep: { deeper: { deepest: new Int32Array(2) } } });
console.log(Array.isArray(new Int32Array(2)), new Float64Array(4).length);
