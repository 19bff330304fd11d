// Grouping of arrays with more than six short entries into aligned columns.
class P {
  constructor(public x: number) {}
}
console.log(Array.from({ length: 7 }, (_, i) => new P(i)));
console.log(Array.from({ length: 7 }, (_, i) => [i, i]));
console.log(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? "even" : "odd")));
console.log(Array.from({ length: 7 }, (_, i) => "w".repeat(i + 1)));
console.log(Array.from({ length: 16 }, (_, i) => (i - 8) * 1.25));
console.log(Array.from({ length: 7 }, (_, i) => ({ k: "v" + i })));
console.log({ nested: Array.from({ length: 9 }, (_, i) => i * 100) });
console.log([Array.from({ length: 9 }, (_, i) => i * 100)]);
// A long entry among short ones prevents grouping.
const words = ["a", "b", "c", "d", "e", "f", "a much longer entry than the others in this array"];
console.log(words);
// Seven short booleans and nulls.
console.log([true, null, false, null, true, null, false]);
