// A variable assigned on the right of && (or the left of a negated ||) is definitely assigned where the whole condition held.
function next(i: number): number | null { return i < 3 ? i * 10 : null; }
function run(limit: number): void {
  let v: number | null;
  let i = 0;
  while (i < limit && (v = next(i)) !== null) {
    console.log("got", v + 1);
    i++;
  }
  let w: number;
  if (limit > 0 && (w = limit * 2) > 3) console.log("w", w);
  let s: string;
  const msg = limit > 1 && (s = "x".repeat(limit)).length > 2 ? s.toUpperCase() : "short";
  console.log(msg);
  let q: number;
  if (!(limit < 1 || (q = limit + 100) < 0)) console.log("q", q);
  let r: number;
  for (let j = 0; j < 5 && (r = j * j) < 10; j++) console.log("r", r);
}
run(5);
run(2);
run(0);
