// var where it behaves as let: at a function or the module top, a loop head
// whose variable no closure captures, a block that shadows nothing.
var total = 0;
var names: string[] = ["a", "b", "c"];
function sum(xs: number[]): number {
  var s = 0;
  for (var i = 0; i < xs.length; i++) s += xs[i];
  for (var i = 0; i < 2; i++) s += 100;
  return s;
}
for (var k in { x: 1, y: 2 }) console.log("key", k);
for (var n of names) total += n.length;
console.log(sum([1, 2, 3]), total);
function counter() {
  var count = 0;
  return { inc: () => ++count, get: () => count };
}
var c = counter(); c.inc(); c.inc();
console.log(c.get());
if (total > 0) {
  var msg = "positive";
  console.log(msg);
}
