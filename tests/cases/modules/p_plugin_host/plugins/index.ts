export { default as Upper } from "./upper";
export * from "./trim";
export { FrontMatter, Require as RequireMeta } from "./meta";
