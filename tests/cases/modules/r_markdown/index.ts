export { parseBlocks as parse } from "./block";
export { default as render, slug, type RenderOptions } from "./render";
export * from "./ast";
export * as inline from "./inline";
