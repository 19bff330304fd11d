import { capitalize, repeat, clamp, stats, SEP, VERSION } from "./lib";
import type { Stats } from "./lib";

const s: Stats = stats([3, 9, 1, 7]);
console.log(capitalize("hello") + SEP + repeat("ha", 3));
console.log(clamp(15, 0, 10), clamp(-2, 0, 10), clamp(4, 0, 10));
console.log(s.min, s.max, s.mean);
console.log("version " + VERSION);
