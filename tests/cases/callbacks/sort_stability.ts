// Array.prototype.sort is stable: equal elements keep their original order.
interface Card {
  rank: number;
  suit: string;
}
const suits = ["s", "h", "d", "c"];
const cards: Card[] = [];
for (let i = 0; i < 40; i++) cards.push({ rank: (i * 7) % 5, suit: suits[i % 4] + i });
const byRank = cards.slice().sort((a, b) => a.rank - b.rank);
for (let r = 0; r < 5; r++) {
  console.log(r, byRank.filter((c) => c.rank === r).map((c) => c.suit).join(" "));
}

// Stability across two passes: sort by secondary key, then by primary key.
interface Emp {
  name: string;
  team: number;
}
const emps: Emp[] = [
  { name: "dee", team: 2 },
  { name: "abe", team: 1 },
  { name: "cal", team: 2 },
  { name: "bea", team: 1 },
  { name: "eli", team: 3 },
  { name: "fox", team: 2 },
  { name: "ace", team: 3 },
];
emps.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
emps.sort((a, b) => a.team - b.team);
console.log(emps.map((e) => e.team + e.name).join(" "));

// A comparator that always returns 0 leaves the order unchanged.
const xs = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0, 11, 15, 13, 12, 14, 10];
console.log(xs.slice().sort(() => 0).join(","));

// A large array with many duplicates stays stable (checked via original index).
const big: { key: number; idx: number }[] = [];
let seed = 12345;
for (let i = 0; i < 500; i++) {
  seed = (seed * 48271) % 2147483647;
  big.push({ key: seed % 10, idx: i });
}
big.sort((a, b) => a.key - b.key);
let stable = true;
for (let i = 1; i < big.length; i++) {
  if (big[i - 1].key === big[i].key && big[i - 1].idx > big[i].idx) stable = false;
  if (big[i - 1].key > big[i].key) stable = false;
}
console.log(stable, big[0].idx, big[499].idx, big.filter((e) => e.key === 3).length, big.filter((e) => e.key === 7).length);
console.log(big.slice(0, 8).map((e) => e.idx).join(","), big.slice(-8).map((e) => e.idx).join(","));

// Sorting by the first letter keeps the original order among equal letters.
const tagged = ["b", "a", "b", "a", "c", "a"].map((s, i) => s + i);
const keys = tagged.map((t) => t[0]);
console.log(keys.sort().join(""), tagged.sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)).join(" "));
