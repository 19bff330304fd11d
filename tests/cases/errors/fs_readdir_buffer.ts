// readdir's Buffer names are not provided.
import * as fs from "node:fs";
const names = fs.readdirSync("/tmp", { encoding: "buffer" }); // expect error: unsupported: readdir with encoding 'buffer'
console.log(names.length);
