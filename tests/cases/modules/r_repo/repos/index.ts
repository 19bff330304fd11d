export * from "./base";
export { UserRepo as Users } from "./users";
export { default as Projects } from "./projects";
