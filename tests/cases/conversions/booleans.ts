// Converting booleans to numbers and strings and back again.
function b2n(b: boolean): number {
  return b ? 1 : 0;
}
const flags: string = "1010011";
let value: number = 0;
for (let i = 0; i < flags.length; i++) {
  const bit: boolean = flags[i] === "1";
  value = value * 2 + b2n(bit);
  console.log(i, bit, Number(bit), String(bit), `${!bit}`, bit + "", +bit);
}
console.log(value, value === parseInt(flags, 2));
const t: boolean = value > 50;
const f: boolean = value < 50;
console.log(Number(t) + Number(f), Number(t) - Number(f), String(t) + String(f), String(t).length + String(f).length);
console.log(t === true, f === false, !t === f, t !== f);
