// while, do-while and for loops, including empty bodies and comma expressions.
let i: number = 0;
while (i < 5) {
  i += 2;
}
console.log("while:", i);
let runs: number = 0;
do {
  runs++;
} while (runs < 0);
console.log("do-while runs once:", runs);
let n: number = 27;
let steps: number = 0;
do {
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
} while (n !== 1);
console.log("collatz(27) steps:", steps);
let s: string = "";
for (let a = 0, b = 10; a < b; a++, b--) {
  s += `${a}${b} `;
}
console.log(s);
let k: number;
for (k = 0; k < 3; k++) {}
console.log("k after loop:", k);
let down: number = 0;
for (let j = 10; j--; ) {
  down += j;
}
console.log("down:", down);
let forever: number = 0;
for (;;) {
  if (++forever >= 100) break;
}
console.log("forever:", forever);
let w: number = 0;
while (true) {
  w++;
  if (w === 3) continue;
  if (w > 6) break;
}
console.log("w:", w);
