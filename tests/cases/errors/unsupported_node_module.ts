// A built-in module Kiln does not provide yet is named in the error.
import { cpus } from "node:os"; // expect error: unsupported: import of 'node:os'
console.log(cpus().length);
