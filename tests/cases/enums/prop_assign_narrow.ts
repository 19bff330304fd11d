enum S { A = "A", B = "B", C = "C" }
interface O { s: S }
function adv(o: O): S {
  switch (o.s) {
    case S.A: o.s = S.B; break;
    case S.B: o.s = S.C; break;
    default: throw new Error("x");
  }
  return o.s;
}
function adv2(o: O): S {
  if (o.s === S.A) o.s = S.B;
  return o.s;
}
function adv3(o: O): S {
  o.s = S.B;
  return o.s;
}
console.log(adv({ s: S.A }), adv2({ s: S.A }), adv3({ s: S.C }));
// a parameter of the enum type, assigned to a property, then read back
function setTo(o: O, v: S): S { o.s = v; const back: S = o.s; return back; }
console.log(setTo({ s: S.A }, S.C));
