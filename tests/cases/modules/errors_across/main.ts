import { parseAge, ValidationError } from "./errors";
import { createHash } from "node:crypto";

for (const input of ["42", "4.5", "-3", "abc"]) {
  try {
    console.log("age", parseAge(input));
  } catch (e) {
    if (e instanceof ValidationError) console.log("invalid", e.field, e.message, e instanceof Error);
    else if (e instanceof RangeError) console.log("range", e.message);
    else throw e;
  } finally {
    console.log("checked", input, createHash("md5").update(input).digest("hex").slice(0, 8));
  }
}
try {
  throw new Error("plain");
} catch (e) {
  console.log(e instanceof ValidationError, e instanceof Error, String(e));
}
