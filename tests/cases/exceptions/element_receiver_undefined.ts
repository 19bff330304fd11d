// A string or number element read out of range is undefined, and reading a
// property of it throws TypeError (tsc types such reads as the element type).
const words: string[] = ["alpha", "beta"];
const prices: number[] = [1.5];
const text = "abc";
let total = 0;
for (let i = 0; i < 3; i++) {
  try {
    total += words[i].length;
    console.log(i, words[i].toUpperCase(), (words[i]).charAt(0));
  } catch (e) {
    console.log(i, (e as TypeError).name, (e as Error).message);
  }
}
try { console.log(prices[0].toFixed(2)); console.log(prices[1].toFixed(2)); } catch (e) { console.log((e as Error).message); }
try { console.log(text[1].length, text[7].length); } catch (e) { console.log((e as Error).message); }
const grid: string[][] = [["a"]];
try { console.log(grid[0][0].repeat(2), grid[0][3].repeat(2)); } catch (e) { console.log((e as Error).message); }
console.log(total, words[5] + "!", prices[3] + 1, `${words[9]}`, words[7] ?? "dflt", words[8]?.length);
function last(xs: string[]): string { return xs[xs.length - 1]; }
console.log(last(words).length);
