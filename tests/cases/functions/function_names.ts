// Anonymous functions take the name of what they are assigned to (as Node prints them).
const add = (a: number, b: number) => a + b;
const sub = function (a: number, b: number) { return a - b; };
const named = function mul(a: number, b: number) { return a * b; };
const ops = { add, neg: (x: number) => -x, "dash-key": () => 0, half: function (x: number) { return x / 2; } };
let later: (x: number) => number;
later = (x) => x + 1;
class Handlers {
  onClick = () => "clicked";
  static make = () => new Handlers();
}
const wrapped = ((x: number) => x);
const list = [(x: number) => x];
console.log(add, sub, named, later, wrapped, list[0]);
console.log(ops);
console.log(new Handlers().onClick, Handlers.make);
