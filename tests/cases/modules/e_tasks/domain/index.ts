export * from "./types";
export * from "./events";
export { default as TaskStore } from "./store";
