import { record } from "./log";
record("b starts");
export const bValue = 21;
