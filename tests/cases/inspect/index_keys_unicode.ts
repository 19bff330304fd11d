// Array-index keys print first in ascending order; non-ASCII keys are the same key when read and written.
const scores = { bob: 3, 42: "answer", 7: "seven", alice: 5, 4294967295: "not an index", 3: "three" };
console.log(scores);
const words = { "grüße": 1, naïve: 2, "日本": 3 };
words.naïve += 18;
console.log(words, words.naïve);
const { "grüße": g, "日本": j } = words;
console.log(g, j);
const nested = { list: [{ 2: "b", 1: "a" }], 0: { z: 1, 1: 2 } };
console.log(nested);
class Row {
  10 = "ten";
  name = "r";
  2 = "two";
}
console.log(new Row());
