// Barrel: re-exports with renames.
export * from "./types";
export { canMove as isAllowed, slaHours, TRANSITIONS, rulesVersion, bumpRules } from "./rules";
