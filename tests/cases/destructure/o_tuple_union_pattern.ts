// Destructuring a union of tuples (what for...of over an `as const` array of
// tuples gives): each position is the union of the members' types there.
for (const [user, names] of [[1, ["ada", "grace"]], [2, ["linus"]]] as const) {
  console.log(user + 1, names.length, names[0]);
}
const pairs = [["x", 1], ["y", 2.5], ["z", 3]] as const;
let sum = 0;
for (const [k, v] of pairs) {
  sum += v;
  console.log(k.toUpperCase(), v.toFixed(1));
}
console.log(sum);
const steps = [["move", 3, "north"], ["wait", 2], ["move", 1, "east"]] as const;
for (const [op, n, dir = "here"] of steps) console.log(`${op} ${n} ${dir}`);
let i = 0;
for (const [a, , c] of [[1, "skip", true], [2, "skip", false]] as const) console.log(a, c, i++);
