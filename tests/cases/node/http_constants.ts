// http.STATUS_CODES and http.METHODS, by namespace and by name.
import * as http from "node:http";
import { STATUS_CODES, METHODS } from "node:http";
console.log(http.STATUS_CODES[404], STATUS_CODES[418], http.METHODS.length, METHODS[0]);
const c: number = 999;
console.log(http.STATUS_CODES[c] ?? "none", Object.keys(STATUS_CODES).length);
