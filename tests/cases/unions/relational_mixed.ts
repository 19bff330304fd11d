type V = string | number;
const pairs: [V, V][] = [[1, 2], ["a", "b"], ["10", "9"], ["10", 9], [2, "x"], ["", 0], ["B", "a"], [NaN, 1], ["abc", "abd"]];
for (const [a, b] of pairs) console.log(JSON.stringify([a, b]), a < b, a <= b, a > b, a >= b);
const lits: ("low" | "high" | 3)[] = ["low", "high", 3];
console.log(lits[0] < lits[1], lits[2] > lits[0]);
const mixed: (string | number | boolean)[] = [true, "1", 0];
console.log(mixed[0] > mixed[2], mixed[1] >= mixed[0]);
