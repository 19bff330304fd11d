// Hot springs (AoC 2023 day 12 style): memoized recursion over pattern + group counts.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
const input: string = require("fs").readFileSync(0, "utf8");

interface Row {
  pattern: string;
  groups: number[];
}

const rows: Row[] = input
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [pattern, nums] = line.split(" ");
    return { pattern, groups: nums.split(",").map((n) => parseInt(n, 10)) };
  });

function arrangements(pattern: string, groups: number[]): number {
  const memo = new Map<string, number>();
  const go = (i: number, g: number): number => {
    const key = i + ":" + g;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let result = 0;
    if (i >= pattern.length) {
      result = g === groups.length ? 1 : 0;
    } else {
      const c = pattern[i];
      if (c === "." || c === "?") result += go(i + 1, g);
      if ((c === "#" || c === "?") && g < groups.length) {
        const len = groups[g];
        const end = i + len;
        if (end <= pattern.length && !pattern.slice(i, end).includes(".") && pattern[end] !== "#") {
          result += go(end + 1, g + 1);
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return go(0, 0);
}

let part1 = 0;
let part2 = 0;
for (const { pattern, groups } of rows) {
  part1 += arrangements(pattern, groups);
  const unfolded = Array(5).fill(pattern).join("?");
  part2 += arrangements(unfolded, Array.from({ length: 5 }, () => groups).flat());
}
console.log("part 1", part1);
console.log("part 2", part2);
