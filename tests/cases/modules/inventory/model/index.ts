export * from "./item";
