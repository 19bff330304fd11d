// A small search engine: an inverted index from words to document ids.
const docs = [
  "the cat sat on the mat",
  "the dog chased the cat",
  "a bird sat on a wire",
  "dogs and cats and birds",
  "the mat was red",
];

const index = new Map<string, Set<number>>();
docs.forEach((text, id) => {
  for (const w of text.split(" ")) {
    let ids = index.get(w);
    if (!ids) {
      ids = new Set<number>();
      index.set(w, ids);
    }
    ids.add(id);
  }
});

function search(query: string): number[] {
  let result: Set<number> | null = null;
  for (const w of query.split(" ")) {
    const ids: Set<number> = index.get(w) ?? new Set<number>();
    if (result === null) {
      result = new Set(ids);
    } else {
      const prev: Set<number> = result;
      const next = new Set<number>();
      for (const id of prev) if (ids.has(id)) next.add(id);
      result = next;
    }
  }
  if (result === null) return [];
  return Array.from(result).sort((a, b) => a - b);
}

console.log(index.size);
console.log(search("the cat"), search("sat on"), search("mat"), search("unicorn"), search("the"));
const df = new Map<string, number>();
for (const [w, ids] of index) if (ids.size > 1) df.set(w, ids.size);
console.log(df);
const longest = Array.from(index.keys()).reduce((a, b) => (b.length > a.length ? b : a), "");
console.log(longest, index.get(longest));
