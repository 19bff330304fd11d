// A comparator that gives up part-way: the exception leaves Array.prototype.sort
// (the runtime releases its scratch buffers) and the array keeps all its elements.
class TooManyComparisons extends Error {
  constructor(public count: number) {
    super("gave up after " + count + " comparisons");
    this.name = "TooManyComparisons";
  }
}
function boundedSort(a: string[], budget: number): boolean {
  let calls = 0;
  try {
    a.sort((x, y) => {
      calls++;
      if (calls > budget) throw new TooManyComparisons(calls - 1);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    return true;
  } catch (e) {
    if (e instanceof TooManyComparisons && e.count !== budget) throw e;
    return false;
  }
}
let sorted = 0;
let abandoned = 0;
let checksum = 0;
for (let round = 0; round < 1500; round++) {
  const a: string[] = [];
  for (let i = 0; i < 12; i++) a.push("k" + ((i * 7919 + round * 31) % 17));
  if (boundedSort(a, round % 60)) sorted++;
  else abandoned++;
  checksum += a.length + a[0].length;
}
console.log(sorted, abandoned, checksum);
const words = ["pear", "apple", "fig", "banana"];
console.log(boundedSort(words, 100), words);
