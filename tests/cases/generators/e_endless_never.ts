// An endless generator (Generator<T, never>, or a generator function
// expression whose end is unreachable) gives next().value of type T.
function* fibs(): Generator<number, never> {
  let [a, b] = [0, 1];
  for (;;) {
    yield a;
    [a, b] = [b, a + b];
  }
}

const it = fibs();
const out: number[] = [];
for (let r = it.next(); out.length < 10; r = it.next()) out.push(r.value);
console.log(out.join(","));

const ids = (function* () {
  let n = 0;
  for (;;) yield `id-${++n}`;
})();
const first = ids.next();
console.log(first.value.toUpperCase(), first.done, ids.next().value, ids.next().value.length);

for (const x of fibs()) {
  if (x > 50) break;
  console.log(x);
}

function* finite(): Generator<number, string> {
  yield 1;
  return "end";
}
const f = finite();
console.log(f.next(), f.next(), f.next());
