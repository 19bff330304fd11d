// Labeled break and continue across nested loops.
let found: string = "none";
outer: for (let i = 1; i < 10; i++) {
  for (let j = 1; j < 10; j++) {
    if (i * j === 42) {
      found = `${i}x${j}`;
      break outer;
    }
  }
}
console.log("first product 42:", found);
let pairs: number = 0;
rows: for (let i = 0; i < 6; i++) {
  for (let j = 0; j < 6; j++) {
    if (j > i) continue rows;
    if ((i + j) % 4 === 3) continue;
    pairs++;
  }
}
console.log("pairs:", pairs);
let primes: string = "";
candidates: for (let n = 2; n < 50; n++) {
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) continue candidates;
  }
  primes += n + " ";
}
console.log(primes.trimEnd());
let count: number = 0;
a: while (true) {
  b: do {
    count++;
    if (count % 5 === 0) break b;
    if (count > 12) break a;
  } while (true);
  count += 100;
  if (count > 300) break;
}
console.log("count:", count);
