export { Shape, Circle, Unit } from "./shape";
export * from "./registry";
export { kindsAfterShape as kindsAtLoad } from "./shape";
