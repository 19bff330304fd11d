// Control-flow narrowing of unions through returns, else branches and loops.
function len(x: string | number | null): number {
  if (x === null) return -1;
  if (typeof x === "string") return x.length;
  return x.toString().length;
}
console.log(len(null), len("hello"), len(12345), len(-0.5), len(""));
function firstOdd(limit: number): number | null {
  for (let i = 0; i < limit; i++) {
    if (i % 2 === 1) return i;
  }
  return null;
}
const fo: number | null = firstOdd(10);
if (fo !== null) {
  console.log("first odd:", fo + 100);
} else {
  console.log("no odd");
}
const none: number | null = firstOdd(1);
console.log(none === null ? "no odd below 1" : none * 2);
let cur: string | undefined = "a";
let rounds: number = 0;
while (cur !== undefined) {
  rounds++;
  cur = cur.length < 5 ? cur + cur : undefined;
}
console.log("rounds:", rounds, cur);
function describe(v: boolean | number): string {
  if (typeof v === "boolean") return v ? "yes" : "no";
  return v > 0 ? "positive" : "non-positive";
}
console.log(describe(true), describe(false), describe(3), describe(-3));
