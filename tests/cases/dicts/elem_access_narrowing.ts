// Element accesses narrow like property reads when the key cannot change
// (a literal, a const, a parameter never assigned), as tsc does.
const scores: Record<string, number | undefined> = { ann: 3, bob: undefined };
const who = "ann";
if (scores[who] !== undefined) console.log("ann", scores[who] + 1);
if (scores["bob"] === undefined) console.log("bob has none");
else console.log("bob", scores["bob"] + 1);
if (scores.ann !== undefined) console.log("same reference", scores["ann"] * 2);

const names: { [k: string]: string | undefined } = { x: "hello" };
function shout(key: string): string {
  if (names[key] !== undefined) return names[key].toUpperCase();
  if (typeof names[key + "!"] === "string") return "never";
  return "<none>";
}
console.log(shout("x"), shout("y"));

function lengthOf(key: string): number {
  const k = key;
  if (!names[k]) return -1;
  return names[k].length;
}
console.log(lengthOf("x"), lengthOf("zz"));

const buckets: { [k: string]: number[] | undefined } = {};
function add(key: string, v: number): void {
  if (!buckets[key]) buckets[key] = [];
  const b = buckets[key];
  if (b) b.push(v);
  if (buckets[key]) buckets[key].push(v * 10);
}
add("a", 1);
add("a", 2);
add("b", 3);
console.log(buckets);

const slots: (number | undefined)[] = [5, undefined, 7];
if (slots[0] !== undefined) console.log(slots[0] * 2);
if (slots[1] !== undefined) console.log("never", slots[1] + 1);
else console.log("slot 1 empty");
if (slots[2]) console.log(slots[2] + 0.5);

const pair: [string, number | undefined] = ["p", 4];
if (pair[1] !== undefined) console.log(pair[0], pair[1] + 1);

// An element assigned in a loop is not narrowed across iterations.
const counts: Record<string, number | undefined> = {};
const word = "w";
for (let i = 0; i < 3; i++) {
  if (counts[word] === undefined) counts[word] = 0;
  const c = counts[word];
  counts[word] = (c ?? 0) + 1;
}
console.log(counts);

const grid: { [k: string]: (string | undefined)[] | undefined } = { row: ["a", undefined] };
const r = "row";
if (grid[r] !== undefined && grid[r][0] !== undefined) console.log(grid[r][0].toUpperCase());
