// Objects convert to primitives as JS's ToPrimitive does: a class's valueOf()
// for numbers (+x, Number(x), x < y) and for `+` with a string, toString()
// when there is no valueOf; a Date's time value; an array's join.
class Money {
  constructor(public cents: number) {}
  valueOf() { return this.cents; }
  toString() { return `$${(this.cents / 100).toFixed(2)}`; }
}
class Version {
  constructor(public major: number, public minor: number) {}
  toString() { return `${this.major}.${this.minor}`; }
}
class Score extends Money {}
class Plain { x = 1; }
const a = new Money(250), b = new Money(100), c = new Score(175);
console.log(+a, Number(b), a > b, a <= b, c < a, c >= b);
console.log(`${a}`, String(b), "total: " + a, a + "!", [a, b].join(" "));
let acc = "sum=";
acc += c;
console.log(acc);
const wallet = [a, b, c].sort((x, y) => +x - +y);
console.log(wallet.map(String), wallet.map(m => Number(m)));
const v1 = new Version(1, 10), v2 = new Version(1, 9);
console.log(v1 < v2, v2 < v1, +new Version(3, 5), "v" + v1);
console.log(+new Plain(), Number(new Plain()));
const d = new Date(Date.UTC(2020, 0, 1));
console.log(+d, Number(d), +d === d.getTime());
console.log(+[], +[5], +[1, 2], Number([7]), +["  8 "]);
