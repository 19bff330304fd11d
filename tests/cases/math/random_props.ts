// Math.random: only properties that hold for every draw are printed.
let allInRange: boolean = true;
let sum: number = 0;
let distinctish: number = 0;
let prev: number = -1;
const N: number = 100000;
for (let i = 0; i < N; i++) {
  const r: number = Math.random();
  if (r < 0 || r >= 1 || r !== r) allInRange = false;
  if (r !== prev) distinctish++;
  prev = r;
  sum += r;
}
console.log("all in [0, 1):", allInRange);
console.log("mean near 0.5:", Math.abs(sum / N - 0.5) < 0.01);
console.log("mostly distinct:", distinctish > N - 10);
let dice: number = 0;
let bad: number = 0;
for (let i = 0; i < 6000; i++) {
  const d: number = Math.floor(Math.random() * 6) + 1;
  if (d < 1 || d > 6 || !Number.isInteger(d)) bad++;
  dice += d;
}
console.log("dice ok:", bad === 0, "avg between 3 and 4:", dice / 6000 > 3 && dice / 6000 < 4);
console.log(typeof Math.random());
