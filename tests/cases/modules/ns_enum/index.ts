export * from "./levels";
export { Level as Severity } from "./levels";
