// The literal type of -0 is 0 (as in tsc): -0 === 0 type-checks; the value stays -0.
const z = -0;
const w: number = -0;
type Zero = 0;
const zz: Zero = -0;
console.log(Object.is(z, -0), 1 / z, 1 / w, 1 / zz, -0 === 0, Object.is(-0, 0), z === 0, [-0].includes(0));
function sign(n: number): string { return n === -0 ? "zero" : n > 0 ? "pos" : "neg"; }
console.log(sign(0), sign(-0), sign(-3), Math.sign(-0), JSON.stringify(-0), String(-0), `${-0}`, [-0]);
