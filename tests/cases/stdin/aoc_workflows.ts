// Aplenty (AoC 2023 day 19 style): for-await over readline, workflows of rules,
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
// parts accepted or rejected, then the accepted volume by splitting ranges.
import { createInterface } from "node:readline";

type Cat = "x" | "m" | "a" | "s";
type Part = Record<Cat, number>;
interface Rule { cat?: Cat; op?: "<" | ">"; value: number; target: string }
type Ranges = Record<Cat, [number, number]>;

async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const flows = new Map<string, Rule[]>();
  const parts: Part[] = [];
  let inParts = false;
  for await (const line of rl) {
    if (line === "") { inParts = true; continue; }
    if (!inParts) {
      const m = /^(\w+)\{(.*)\}$/.exec(line)!;
      const rules = m[2].split(",").map((r): Rule => {
        const mm = r.match(/^([xmas])([<>])(\d+):(\w+)$/);
        if (!mm) return { value: 0, target: r };
        return { cat: mm[1] as Cat, op: mm[2] as "<" | ">", value: +mm[3], target: mm[4] };
      });
      flows.set(m[1], rules);
    } else {
      const p: Part = { x: 0, m: 0, a: 0, s: 0 };
      for (const [, k, v] of line.matchAll(/([xmas])=(\d+)/g)) p[k as Cat] = Number(v);
      parts.push(p);
    }
  }

  const accepts = (p: Part): boolean => {
    let at = "in";
    while (at !== "A" && at !== "R") {
      const rule = flows.get(at)!.find((r) => !r.cat || (r.op === "<" ? p[r.cat] < r.value : p[r.cat] > r.value))!;
      at = rule.target;
    }
    return at === "A";
  };

  const part1 = parts.filter(accepts).reduce((sum, { x, m, a, s }) => sum + x + m + a + s, 0);
  console.log("Part 1:", part1);

  const count = (at: string, r: Ranges): number => {
    if (at === "R") return 0;
    if (at === "A") return Object.values(r).reduce((prod, [lo, hi]) => prod * Math.max(0, hi - lo + 1), 1);
    let total = 0;
    let rest: Ranges | null = r;
    for (const rule of flows.get(at)!) {
      if (!rest) break;
      if (!rule.cat) { total += count(rule.target, rest); rest = null; break; }
      const [lo, hi]: [number, number] = rest[rule.cat];
      const [yes, no]: [number, number][] =
        rule.op === "<" ? [[lo, Math.min(hi, rule.value - 1)], [Math.max(lo, rule.value), hi]]
                        : [[Math.max(lo, rule.value + 1), hi], [lo, Math.min(hi, rule.value)]];
      if (yes[0] <= yes[1]) total += count(rule.target, { ...rest, [rule.cat]: yes });
      rest = no[0] <= no[1] ? { ...rest, [rule.cat]: no } : null;
    }
    return total;
  };
  const full: Ranges = { x: [1, 4000], m: [1, 4000], a: [1, 4000], s: [1, 4000] };
  console.log("Part 2:", count("in", full));

  // Cross-check part 2 on a coarse lattice: every 100th value of each category.
  let hits = 0, tries = 0;
  for (let x = 50; x <= 4000; x += 100)
    for (let m = 50; m <= 4000; m += 100)
      for (let a = 50; a <= 4000; a += 100)
        for (let s = 50; s <= 4000; s += 100) {
          tries++;
          if (accepts({ x, m, a, s })) hits++;
        }
  console.log(`lattice: ${hits}/${tries} accepted (${((hits / tries) * 100).toFixed(3)}%)`);
}

main().catch((e) => { console.error(e); process.exit(1); });
