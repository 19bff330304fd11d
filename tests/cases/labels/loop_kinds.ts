// Labeled continue/break targeting while and do-while loops.
let i: number = 0;
let log: string = "";
outer: while (i < 5) {
  i++;
  let j: number = 0;
  do {
    j++;
    if (j === 2) continue;
    if (i === 2) continue outer;
    if (i === 4 && j === 3) break outer;
    log += `${i}.${j} `;
  } while (j < 3);
}
console.log(log.trim(), "| i =", i);
let n: number = 0;
let hits: number = 0;
scan: do {
  n++;
  for (let k = 2; k < n; k++) {
    if (n % k === 0) continue scan;
  }
  hits++;
} while (n < 30);
console.log("primes (and 1) up to 30:", hits);
