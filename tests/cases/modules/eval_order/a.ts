import { record } from "./log";
import { bValue } from "./b";
record("a starts, b is " + bValue);
export const aValue = bValue * 2;
record("a done");
