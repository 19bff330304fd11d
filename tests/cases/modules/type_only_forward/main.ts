// a.ts imports t.ts for its types only, b.ts (evaluated later) for its
// values: t comes after a in the evaluation order with no import cycle, and
// the per-module check stays lazy (tests/ninja_test.sh reads import_cycle).
import { area } from "./a";
import { one } from "./b";
console.log(area({ n: 3 }), one());
