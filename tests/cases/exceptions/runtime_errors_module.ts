// Errors the runtime raises are instances of the built-in classes in a program
// of several modules too (an import makes the error classes a module of their own).
import { createHash } from "node:crypto";

function check(label: string, f: () => void): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    const kind = e instanceof RangeError ? "RangeError" : e instanceof TypeError ? "TypeError" : e instanceof Error ? "Error" : "other";
    console.log(label, kind, e instanceof Error ? e.message : String(e));
  }
}

const xs: number[] = [1, 2, 3];
check("length", () => {
  xs.length = -1;
});
check("digest", () => {
  createHash("sha999");
});
check("toFixed", () => {
  console.log((1.5).toFixed(200));
});
const config = new Map<string, string>([["mode", "fast"]]);
check("method of undefined", () => {
  console.log(config.get("level")?.toUpperCase(), config.get("mode")!.toUpperCase());
});
