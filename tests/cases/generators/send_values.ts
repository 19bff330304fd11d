// Values sent with next(v) become the value of the paused yield.
function* accumulator(): Generator<number, string, number> {
  let total = 0;
  let steps = 0;
  while (total < 20) {
    const x = yield total;
    total += x ?? 1;
    steps++;
  }
  return `reached ${total} in ${steps} steps`;
}
const acc = accumulator();
console.log(acc.next(100));
console.log(acc.next(5));
console.log(acc.next());
console.log(acc.next(10));
console.log(acc.next(7));
console.log(acc.next(1));

function* dialogue(): Generator<string, void, string> {
  const name = yield "What is your name?";
  const lang = yield `Hello, ${name}! Favourite language?`;
  yield `${name} likes ${lang === undefined ? "nothing" : lang.toUpperCase()}`;
}
const d = dialogue();
console.log(d.next().value);
console.log(d.next("Ada").value);
console.log(d.next("typescript").value);
console.log(d.next("ignored"));

function* idGen(): Generator<number, never, boolean> {
  let id = 0;
  while (true) {
    const reset = yield ++id;
    if (reset) id = 0;
  }
}
const ids = idGen();
console.log(ids.next().value, ids.next().value, ids.next().value, ids.next(true).value, ids.next().value);
