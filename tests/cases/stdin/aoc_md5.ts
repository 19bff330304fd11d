// The Ideal Stocking Stuffer (AoC 2015 day 4 style): md5 of key + counter with leading zeros.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

const key = readFileSync(0, "utf8").trim();

const md5 = (s: string): string => createHash("md5").update(s).digest("hex");

function mine(prefix: string, from = 1): number {
  for (let n = from; ; n++) {
    if (md5(key + n).startsWith(prefix)) return n;
  }
}

const p1 = mine("00000");
console.log("Part 1:", p1, md5(key + p1));
// Part 2 (variant): the first four hashes with four zeros and an even next digit.
const found: number[] = [];
for (let n = 1; found.length < 6; n++) {
  const h = md5(`${key}${n}`);
  if (h.startsWith("0000") && parseInt(h[4], 16) % 2 === 0) found.push(n);
}
console.log("Part 2:", found.slice(0, 4).join(","), "... last", found[found.length - 1]);
