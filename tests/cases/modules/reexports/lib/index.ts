export { capitalize, repeatWord as repeat } from "./strings";
export * from "./numbers";
import { SEPARATOR } from "./strings";
export { SEPARATOR as SEP };
export const VERSION = "1.2.0";
