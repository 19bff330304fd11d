// ++ and -- in prefix and postfix positions, on locals and globals.
let g: number = 10;
function bump(): number {
  return g++;
}
let i: number = 5;
console.log(i++, i, ++i, i);
console.log(i--, i, --i, i);
let j: number = i++ + ++i;
console.log(i, j);
console.log(bump(), bump(), g);
console.log(++g, g--, --g, g);
let f: number = 0.5;
f++;
console.log(f);
f--;
f--;
console.log(f);
let big: number = 9007199254740992;
big++;
console.log(big);
let nan: number = NaN;
nan++;
console.log(nan);
let count: number = 0;
for (let k = 10; k > 0; k -= 3) {
  count++;
}
console.log(count);
let w: number = 0;
while (w++ < 5) {}
console.log(w);
