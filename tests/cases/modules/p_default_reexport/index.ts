export { Store } from "./store";
export { default as Entity2, Other } from "./entity";
