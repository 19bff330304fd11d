import { counter } from "./counter";
console.log(counter.inc().inc().show());
console.log(counter.by(5).inc().show(), counter.n);
const again = counter.inc();
console.log(again === counter, again.show());
