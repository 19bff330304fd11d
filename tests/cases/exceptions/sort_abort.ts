// A comparator that refuses some elements: the exception leaves Array.prototype.sort
// (the runtime releases its scratch buffers) and the array is left as it was.
class Poisoned extends Error {
  constructor(public value: string) {
    super("cannot compare " + value);
    this.name = "Poisoned";
  }
}
function checkedSort(a: string[]): string {
  try {
    a.sort((x, y) => {
      if (x.endsWith("!")) throw new Poisoned(x);
      if (y.endsWith("!")) throw new Poisoned(y);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    return "sorted";
  } catch (e) {
    if (e instanceof Poisoned) return e.message;
    throw e;
  }
}
let sorted = 0;
let abandoned = 0;
let checksum = 0;
for (let round = 0; round < 1500; round++) {
  const a: string[] = [];
  for (let i = 0; i < 12; i++) a.push("k" + ((i * 7919 + round * 31) % 17));
  if (round % 3 === 0) a[round % 12] = "bad!";
  if (checkedSort(a) === "sorted") sorted++;
  else abandoned++;
  checksum += a.length + a[0].length + a[11].length;
}
console.log(sorted, abandoned, checksum);
const words = ["pear", "apple", "fig", "banana"];
console.log(checkedSort(words), words);
const mixed = ["pear", "oops!", "fig"];
console.log(checkedSort(mixed), mixed);
