// forEach: value, index and array arguments; side effects; what it visits.
const letters = ["x", "y", "z"];
letters.forEach((v, i, arr) => console.log(i, v, arr.length, arr === letters));

let total = 0;
[10, 20, 30].forEach((v) => {
  total += v;
});
console.log(total);

// Elements appended during forEach are not visited; the length is fixed at the start.
const grow = [1, 2, 3];
const seen: number[] = [];
grow.forEach((v) => {
  seen.push(v);
  if (grow.length < 6) grow.push(v * 10);
});
console.log(seen, grow);

// Elements removed during forEach are not visited.
const shrink = [1, 2, 3, 4, 5];
const seen2: number[] = [];
shrink.forEach((v) => {
  seen2.push(v);
  shrink.pop();
});
console.log(seen2, shrink);

// Elements changed before they are reached are seen with their new value.
const change = [1, 2, 3, 4];
const seen3: number[] = [];
change.forEach((v, i) => {
  seen3.push(v);
  if (i + 1 < change.length) change[i + 1] *= 100;
});
console.log(seen3, change);

// Holes are skipped by forEach but visited by for-of (as undefined).
const holes: number[] = new Array(4);
holes[1] = 11;
holes[3] = 33;
const visited: string[] = [];
holes.forEach((v, i) => visited.push(i + "=" + v));
console.log(visited.join(" "));
const ofSeen: string[] = [];
for (const v of holes) ofSeen.push(String(v));
console.log(ofSeen.join(" "));

// map and filter skip holes too; map keeps them as holes.
console.log(holes.map((v) => v * 2), holes.filter(() => true));

// Shifting inside forEach skips elements.
const q = ["a", "b", "c", "d", "e"];
const got: string[] = [];
q.forEach((v) => {
  got.push(v);
  q.shift();
});
console.log(got.join(""), q.join(""));
