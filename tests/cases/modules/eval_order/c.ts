import { record, events } from "./log";
import { aValue } from "./a";
import { bValue } from "./b";
record("c sees a=" + aValue + " b=" + bValue + " after " + events.length + " events");
export function cFn(): string {
  return "c" + events.length;
}
