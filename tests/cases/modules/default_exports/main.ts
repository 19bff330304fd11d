import Logger from "./logger";
import fmt, { formatPercent } from "./format";
import answer from "./config";

const log = new Logger("shop");
log.log("price " + fmt(1999));
log.log("refund " + fmt(-250));
log.log("tax " + formatPercent(0.0825));
log.log("answer " + answer);
console.log("flushed", log.flush());
console.log("flushed", log.flush());
