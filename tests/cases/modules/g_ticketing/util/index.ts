export * as fmt from "./format";
export { hours as formatHours } from "./format";
