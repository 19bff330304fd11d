export { helper as default } from "./sub/helper.js";
export type { Opts } from "./sub/helper";
import { tag } from "../tags";
export const dirTag = tag("dir");
