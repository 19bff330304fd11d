// continue (labeled or not) still runs the for loop's update expression.
let updates: number = 0;
let body: number = 0;
outer: for (let i = 0; i < 4; i++, updates++) {
  for (let j = 0; j < 4; j++, updates++) {
    body++;
    if (j === 1) continue outer;
    if (j === 0) continue;
  }
}
console.log("body:", body, "updates:", updates);
let s: string = "";
for (let i = 0; i < 10; s += "u", i++) {
  if (i % 3 !== 0) continue;
  s += i;
}
console.log(s);
let k: number = 0;
lbl: while (k < 6) {
  k++;
  if (k % 2 === 0) continue lbl;
  s += k;
}
console.log(s, k);
