// break and continue in nested loops without labels.
let out: string = "";
for (let i = 0; i < 5; i++) {
  for (let j = 0; j < 5; j++) {
    if (j > i) break;
    if ((i + j) % 2 === 1) continue;
    out += `${i}${j} `;
  }
}
console.log(out);
let firstSquareOver: number = -1;
for (let n = 1; ; n++) {
  if (n * n > 500) {
    firstSquareOver = n;
    break;
  }
}
console.log(firstSquareOver);
let skipped: number = 0;
let summed: number = 0;
let m: number = 0;
while (m < 20) {
  m++;
  if (m % 3 === 0) {
    skipped++;
    continue;
  }
  summed += m;
}
console.log(skipped, summed);
let d: number = 0;
do {
  d++;
  if (d === 2) continue;
  if (d === 4) break;
} while (d < 10);
console.log(d);
