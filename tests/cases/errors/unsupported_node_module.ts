// A built-in module Kiln does not provide yet is named in the error.
import { join } from "node:path"; // expect error: unsupported: import of 'node:path'
console.log(join("a", "b"));
