import { count, increment, reset, last } from "./counter";
import * as counter from "./counter";
import { report } from "./report";

console.log(count, last);
increment(5);
console.log(count, last, counter.count);
for (let i = 1; i <= 3; i++) increment(i);
console.log(report("after loop"));
const snapshot = count;
reset();
console.log(snapshot, count, counter.last, report("after reset"));
