// A Node built-in module Kiln does not provide is a clear error at the import.
import { spawnSync } from "node:child_process"; // expect error: unsupported: import of 'node:child_process'
console.log(spawnSync("true").status);
