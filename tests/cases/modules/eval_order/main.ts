import { events } from "./log";
import "./b";
import { cFn } from "./c";
import { aValue } from "./a";
console.log("main starts");
console.log(aValue, cFn());
console.log(events.join(" | "));
