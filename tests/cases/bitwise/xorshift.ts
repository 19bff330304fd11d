// A deterministic xorshift32 PRNG: needs exact 32-bit wrap-around.
let state: number = 2463534242;
function next(): number {
  let x: number = state;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  state = x >>> 0;
  return state;
}
for (let i = 0; i < 8; i++) {
  console.log(next());
}
let buckets0: number = 0;
let buckets1: number = 0;
let buckets2: number = 0;
for (let i = 0; i < 30000; i++) {
  const r: number = next() % 3;
  if (r === 0) buckets0++;
  else if (r === 1) buckets1++;
  else buckets2++;
}
console.log(buckets0, buckets1, buckets2, buckets0 + buckets1 + buckets2);
console.log(state, state.toString(16), state | 0);
