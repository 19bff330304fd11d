// Classic interview problems with Maps and Sets.
function longestUniqueSubstring(s: string): string {
  const last = new Map<string, number>();
  let start = 0;
  let bestStart = 0;
  let bestLen = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const prev = last.get(ch);
    if (prev !== undefined && prev >= start) start = prev + 1;
    last.set(ch, i);
    if (i - start + 1 > bestLen) {
      bestLen = i - start + 1;
      bestStart = start;
    }
  }
  return s.substring(bestStart, bestStart + bestLen);
}

function twoSum(nums: number[], target: number): number[] {
  const seen = new Map<number, number>();
  for (let i = 0; i < nums.length; i++) {
    const j = seen.get(target - nums[i]);
    if (j !== undefined) return [j, i];
    seen.set(nums[i], i);
  }
  return [];
}

function firstRepeated(xs: number[]): number | undefined {
  const s = new Set<number>();
  for (const x of xs) {
    if (s.has(x)) return x;
    s.add(x);
  }
  return undefined;
}

function longestConsecutive(xs: number[]): number {
  const s = new Set(xs);
  let best = 0;
  for (const x of s) {
    if (s.has(x - 1)) continue;
    let n = 1;
    while (s.has(x + n)) n++;
    if (n > best) best = n;
  }
  return best;
}

console.log(longestUniqueSubstring("abcabcbb"), longestUniqueSubstring("pwwkew"), longestUniqueSubstring(""));
console.log(twoSum([2, 7, 11, 15], 9), twoSum([3, 2, 4], 6), twoSum([1, 2], 7));
console.log(firstRepeated([5, 3, 9, 3, 5]), firstRepeated([1, 2, 3]));
console.log(longestConsecutive([100, 4, 200, 1, 3, 2]), longestConsecutive([0, -1, 1, 2, -2, 9, 8]));
