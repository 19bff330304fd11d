import { count, label, flag, bump } from "./lib";
console.log(count, label, flag);
console.log(bump(), count);
