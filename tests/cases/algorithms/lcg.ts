// A 31-bit linear congruential generator (Park-Miller) using exact double math.
let seed: number = 42;
function next(): number {
  seed = (seed * 16807) % 2147483647;
  return seed;
}
let line: string = "";
for (let i = 0; i < 6; i++) line += next() + " ";
console.log(line.trim());
seed = 1;
for (let i = 0; i < 10000; i++) next();
console.log("after 10000 draws from 1:", seed, seed === 1043618065);
let inCircle: number = 0;
const N: number = 200000;
for (let i = 0; i < N; i++) {
  const x: number = next() / 2147483647;
  const y: number = next() / 2147483647;
  if (x * x + y * y <= 1) inCircle++;
}
console.log("pi estimate:", ((4 * inCircle) / N).toFixed(4), inCircle);
let shuffled: string = "";
let deck: string = "ABCDEFGHIJKLMNOP";
while (deck.length > 0) {
  const k: number = next() % deck.length;
  shuffled += deck[k];
  deck = deck.slice(0, k) + deck.slice(k + 1);
}
console.log("shuffled:", shuffled);
