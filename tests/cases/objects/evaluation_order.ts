// Evaluation order with objects: left to right, receivers before arguments.
const log: string[] = [];
interface Box {
  v: number;
  items: number[];
}
const boxes: Box[] = [
  { v: 1, items: [0, 0, 0] },
  { v: 2, items: [0, 0, 0] },
];
function pick(i: number): Box {
  log.push("pick" + i);
  return boxes[i];
}
function num(x: number): number {
  log.push("num" + x);
  return x;
}

// The object expression is evaluated before the right-hand side.
pick(0).v = num(10);
console.log(log.join(" "), boxes[0].v);
log.length = 0;

// Compound assignment reads the property once, after evaluating the receiver.
pick(1).v += num(5);
console.log(log.join(" "), boxes[1].v);
log.length = 0;

// Index expressions: receiver, then index, then value.
pick(0).items[num(2)] = num(7);
console.log(log.join(" "), boxes[0].items.join(","));
log.length = 0;

// Arguments are evaluated left to right.
function three(a: number, b: number, c: number): number {
  return a * 100 + b * 10 + c;
}
console.log(three(num(1), num(2), num(3)), log.join(" "));
log.length = 0;

// Object literal properties are evaluated in source order.
const lit = { b: num(2), a: num(1), c: pick(1).v };
console.log(lit, log.join(" "));
log.length = 0;

// i++ inside indices and values.
let i = 0;
const arr = [0, 0, 0, 0];
arr[i++] = i;
arr[i++] = i * 10;
console.log(arr.join(","), i);

// A method call whose receiver is reassigned in an argument uses the old receiver.
let target: Box = boxes[0];
function swapTarget(): number {
  target = boxes[1];
  return 100;
}
target.items.push(swapTarget());
console.log(boxes[0].items.join(","), boxes[1].items.join(","), target === boxes[1]);

// Conditional and logical operators evaluate only what they need.
const maybe: Box | null = null;
const r1 = maybe !== null && num(1) > 0;
const r2 = maybe === null || num(2) > 0;
console.log(r1, r2, log.join(" "));
