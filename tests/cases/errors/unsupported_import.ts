// Packages from npm are not compiled: only relative imports and Node's built-in modules.
import { parse } from "yaml"; // expect error: unsupported: import of 'yaml'
console.log(parse("a: 1"));
