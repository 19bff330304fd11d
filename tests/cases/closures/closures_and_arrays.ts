// Closures capturing arrays: shared mutation, snapshots, and arrays of closures.
function makeStack() {
  const items: number[] = [];
  return {
    push: (x: number) => items.push(x),
    pop: () => items.pop(),
    peek: () => items[items.length - 1],
    size: () => items.length,
    snapshot: () => items.slice(),
    view: () => items,
  };
}
const st = makeStack();
st.push(1);
st.push(2);
st.push(3);
const snap = st.snapshot();
const live = st.view();
console.log(st.pop(), st.peek(), st.size(), snap.join(","), live.join(","));
live.push(99);
console.log(st.peek(), st.size(), snap.length);

// An array of closures, each closing over a different element.
const values = [5, 10, 15];
const getters = values.map((v, i) => () => `${i}:${v}`);
values[0] = 500;
console.log(getters.map((g) => g()).join(" "), values.join(","));

// Closures capturing the whole array see later element changes.
const readFirst = () => values[0];
values[0] = 7;
console.log(readFirst());

// Accumulating into a captured array from a callback.
const evens: number[] = [];
[1, 2, 3, 4, 5, 6].forEach((x) => {
  if (x % 2 === 0) evens.push(x * x);
});
console.log(evens);

// A 2-D board updated by closures returned from a factory.
function board(n: number) {
  const cells: string[][] = [];
  for (let r = 0; r < n; r++) cells.push(new Array<string>(n).fill("."));
  return {
    mark: (r: number, c: number, ch: string) => {
      cells[r][c] = ch;
    },
    show: () => cells.map((row) => row.join("")).join("/"),
  };
}
const b = board(3);
b.mark(0, 0, "X");
b.mark(1, 1, "O");
b.mark(2, 2, "X");
console.log(b.show());
