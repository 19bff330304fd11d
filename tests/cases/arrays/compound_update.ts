// Compound assignment and ++/-- on elements and on length.
const counts: number[] = [0, 0, 0];
const input = [2, 0, 1, 2, 2, 0];
for (const v of input) counts[v]++;
console.log(counts.join());
counts[0] += 10;
counts[1] *= 3;
counts[2] -= 1;
counts[2] **= 2;
console.log(counts.join());
let k = 0;
const idx = [0, 1, 2];
counts[idx[k++]] += 100;
console.log(counts.join(), k);
console.log(counts[1]--, counts[1], --counts[1], counts[1]++ + ++counts[1]);
const s = ["a", "b"];
s[0] += "!";
s[1] += 1;
console.log(s.join());
const hist: number[] = [];
for (const v of [3, 1, 3]) {
  if (hist[v] === undefined) hist[v] = 0;
  hist[v]++;
}
console.log(hist.length, hist.join(","));
const arr = [1, 2, 3];
const lenBefore = arr.length--;
console.log(lenBefore, arr.length, arr.join());
