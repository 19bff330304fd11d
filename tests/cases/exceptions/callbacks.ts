// Errors thrown inside array callbacks (forEach, map, filter, reduce, sort).
const words = ["alpha", "beta", "", "delta"];
const seen: string[] = [];
try {
  words.forEach((w, i) => {
    if (w === "") throw new Error("empty word at index " + i);
    seen.push(w.toUpperCase());
  });
} catch (e) {
  if (e instanceof Error) console.log("forEach stopped:", e.message);
}
console.log(seen);

function lengths(ws: string[]): number[] {
  return ws.map((w) => {
    if (w.length === 0) throw new RangeError("zero length");
    return w.length;
  });
}
try {
  console.log(lengths(["a", "bb"]));
  console.log(lengths(["a", "", "ccc"]));
} catch (e) {
  console.log(String(e));
}

let comparisons = 0;
const nums = [5, 3, 9, 1, 7, 2];
try {
  nums.sort((a, b) => {
    comparisons++;
    if (comparisons > 3) throw new Error("too many comparisons");
    return a - b;
  });
} catch (e) {
  if (e instanceof Error) console.log(e.message, comparisons);
}
console.log(nums.length);

const total = [1, 2, 3, 4].reduce((acc, n) => {
  try {
    if (n % 2 === 0) throw n;
    return acc + n;
  } catch (x) {
    return acc + (typeof x === "number" ? x * 10 : 0);
  }
}, 0);
console.log(total);

const safe = ["1", "two", "3"].filter((s) => {
  try {
    if (Number.isNaN(Number(s))) throw new TypeError(s);
    return true;
  } catch {
    return false;
  }
});
console.log(safe);
