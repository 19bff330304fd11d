// Bubble sort with parallel arrays (names and scores), a stable sort by hand.
const names = ["ann", "bob", "cy", "dee", "eve", "fay"];
const scores = [70, 95, 70, 88, 95, 60];
const order: number[] = [];
for (let i = 0; i < names.length; i++) order.push(i);
for (let i = 0; i < order.length; i++) {
  let swapped = false;
  for (let j = 0; j + 1 < order.length - i; j++) {
    if (scores[order[j]] < scores[order[j + 1]]) {
      const t = order[j];
      order[j] = order[j + 1];
      order[j + 1] = t;
      swapped = true;
    }
  }
  if (!swapped) break;
}
for (const o of order) console.log(names[o].padEnd(5), scores[o]);
