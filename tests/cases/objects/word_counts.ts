// Word frequencies kept as an array of {word, count} records.
interface Entry {
  word: string;
  count: number;
  firstAt: number;
}

const text =
  "the quick brown fox jumps over the lazy dog the dog barks and the fox runs " +
  "quick quick slow brown dog";
const words = text.split(" ");
const table: Entry[] = [];

function lookup(w: string): Entry | undefined {
  for (const e of table) if (e.word === w) return e;
  return undefined;
}

for (let i = 0; i < words.length; i++) {
  const w = words[i];
  const e = lookup(w);
  if (e === undefined) table.push({ word: w, count: 1, firstAt: i });
  else e.count++;
}
console.log(words.length, "words,", table.length, "distinct");

// Selection of the top entries without callbacks: by count, then first position.
const top: Entry[] = [];
const used: boolean[] = table.map(() => false);
for (let k = 0; k < 5; k++) {
  let bi = -1;
  for (let i = 0; i < table.length; i++) {
    if (used[i]) continue;
    if (bi < 0 || table[i].count > table[bi].count) bi = i;
  }
  used[bi] = true;
  top.push(table[bi]);
}
for (const e of top) console.log(e.word.padEnd(6), e.count, "first at", e.firstAt);

// Mutating a record found through the table changes it everywhere.
const fox = lookup("fox");
if (fox !== undefined) fox.count += 100;
console.log(top.indexOf(table[3]), table[3].word, table[3].count);
console.log(lookup("cat"), lookup("lazy"));
