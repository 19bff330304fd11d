// Importing this barrel loads every built-in plugin (their modules register themselves).
import "./text";
export { ReplacePlugin } from "./text";
export { default as StatsPlugin } from "./stats";
