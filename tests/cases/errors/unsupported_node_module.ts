// A built-in module Kiln does not provide yet is named in the error.
import { EventEmitter } from "node:events"; // expect error: unsupported: import of 'node:events'
console.log(new EventEmitter());
