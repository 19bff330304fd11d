import { chunk } from "lodash"; // expect error: unsupported: import of 'lodash' (only relative paths and node: built-in modules; no packages)
console.log(chunk);
