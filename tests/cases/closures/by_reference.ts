// Captured variables are shared by reference, not copied.
let x = 1;
const readX = () => x;
const writeX = (v: number) => {
  x = v;
};
console.log(readX());
x = 2;
console.log(readX());
writeX(3);
console.log(x, readX());

// A closure sees assignments made after it was created.
function later(): () => string {
  let msg = "early";
  const f = () => msg;
  msg = "late";
  return f;
}
console.log(later()());

// Two functions from one scope see each other's writes.
function pair() {
  let v = 0;
  return { inc: () => ++v, get: () => v, set: (n: number) => (v = n) };
}
const p = pair();
p.inc();
p.inc();
console.log(p.get());
p.set(40);
console.log(p.inc(), p.get());

// Captured strings and booleans change too.
let name = "anon";
let loud = false;
const greet = () => (loud ? "HELLO " + name.toUpperCase() : "hello " + name);
console.log(greet());
name = "kim";
loud = true;
console.log(greet());

// A captured object reference and the object's fields.
let obj = { n: 1 };
const readN = () => obj.n;
obj.n = 5;
console.log(readN());
obj = { n: 9 };
console.log(readN());

// Capturing a parameter and modifying it inside the closure.
function accumulate(total: number): (n: number) => number {
  return (n) => {
    total += n;
    return total;
  };
}
const acc = accumulate(10);
console.log(acc(1), acc(2), acc(3));

// A closure that captures a loop-external counter updated inside callbacks.
let calls = 0;
const counted = (s: string) => {
  calls++;
  return s.length;
};
const lens = ["a", "bcd", "ef"].map(counted);
console.log(lens.join(","), calls);
