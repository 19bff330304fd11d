// Generator function expressions typed by their context.
const g: () => Generator<number> = function* () {
  yield 1;
  yield 2;
};
for (const v of g()) console.log(v + 1);

const range: (n: number) => Generator<number, string> = function* (n) {
  for (let i = 0; i < n; i++) yield i * 10;
  return "done";
};
const it = range(2);
console.log(it.next(), it.next(), it.next());

function take(make: () => Iterable<string>): string[] {
  return [...make()];
}
console.log(take(function* () {
  yield "a";
  yield "b";
}));

interface Source {
  items: () => IterableIterator<number>;
}
const src: Source = {
  items: function* () {
    yield 7;
  },
};
console.log(Array.from(src.items()));

class Box {
  each: () => Generator<string> = function* () {
    yield "x";
  };
}
for (const s of new Box().each()) console.log(s.toUpperCase());

const ag: () => AsyncGenerator<number> = async function* () {
  yield 1;
  yield await Promise.resolve(2);
};
(async () => {
  for await (const v of ag()) console.log("async", v * 3);
})();
