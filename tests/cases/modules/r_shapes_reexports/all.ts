export * as shapes from "./shapes";
export * as poly from "./poly";
export { Color as Colour, Flag } from "./colors";
export { default as colorName } from "./colors";
export { default as Circle } from "./shapes";
