export { default as parseArgs, flagPattern } from "./parse";
export * from "./repo";
