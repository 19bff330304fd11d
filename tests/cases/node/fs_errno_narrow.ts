// Telling a system error by its code: `"code" in e` after `instanceof Error`
// (tsc: Error & Record<"code", unknown>), and NodeJS.ErrnoException casts.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

function describe(e: unknown): string {
  if (e instanceof Error && "code" in e) return `${e.name} [${e.code}]`;
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kiln-errno-"));
try {
  fs.readFileSync(path.join(dir, "missing.txt"));
} catch (e) {
  console.log(describe(e));
}
try {
  throw new TypeError("plain");
} catch (e) {
  console.log(describe(e));
}
console.log(describe("not an error"));

class AppError extends Error {
  code = 42;
}
try {
  throw new AppError("mine");
} catch (e) {
  if (e instanceof AppError && "code" in e) console.log(e.code + 1);
}

function readOr(p: string, fallback: string): string {
  try {
    return fs.readFileSync(p, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return fallback;
    throw e;
  }
}
console.log(readOr(path.join(dir, "nope"), "(default)"));
try {
  readOr(dir, "x");
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(err.code, err.errno, err.syscall, err.path === undefined);
}
const plain = new Error("no code") as NodeJS.ErrnoException;
console.log(plain.code, plain.errno, plain.message);
fs.rmSync(dir, { recursive: true });
