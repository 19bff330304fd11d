// Computed keys from constants and enum members name ordinary properties;
// other computed keys make a dictionary (tsc's index signature type).
const ID = "id";
const NAME = "name";
enum Field {
  Score = "score",
  Rank = "rank",
}
const row = { [ID]: 7, [NAME]: "ada", [Field.Score]: 91.5, [Field.Rank]: 2, active: true };
row[Field.Score] += 0.5;
row.rank = 1;
console.log(row, row.id + row.rank, row[NAME].toUpperCase());
const base = { ...row, [ID]: 8 };
console.log(base.id, base.score, Object.keys(base).join(","));

const FIRST = 1;
const ord = { [FIRST]: "one", [FIRST + 1]: "two", [FIRST * 10]: "ten" };
console.log(ord, ord[1], ord[2], ord[10]);
function tally(words: string[]): Record<string, number> {
  const counts = {} as Record<string, number>;
  for (const w of words) {
    const k = w.toLowerCase();
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
const prefix = "k_";
const built = { [prefix + "a"]: 1, [prefix + "b"]: 2 };
console.log(built, tally(["A", "b", "a"]), Object.entries(built).length);
