// Modules and imports are not in the first slice of Kiln.
import { readFileSync } from "fs"; // expect error: unsupported: import
console.log(typeof readFileSync);
