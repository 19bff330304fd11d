// node:fs/promises: the same file work as the sync calls, awaited, with
// several operations in flight at once and Node's errors as rejections.
import { readFile, writeFile, appendFile, mkdir, readdir, rm, unlink, rename } from "node:fs/promises";
import * as fsp from "fs/promises";
import { existsSync } from "node:fs";

interface ErrnoError {
  message: string;
  code?: string;
  syscall?: string;
  path?: string;
}

const dir = "/tmp/kiln-fsp-case-" + Math.random().toString(36).slice(2);
const rel = (s: string | undefined): string => (s === undefined ? "-" : s.split(dir).join("DIR"));

async function loadJsonLines(path: string): Promise<string[]> {
  const text = await readFile(path, "utf8");
  return text.split("\n").filter((l) => l.length > 0);
}

async function tryRead(path: string): Promise<string> {
  try {
    return await readFile(path, { encoding: "utf8" });
  } catch (e) {
    const err = e as ErrnoError;
    return "failed: " + err.code + " " + err.syscall + " " + rel(err.path);
  }
}

async function main(): Promise<void> {
  await mkdir(dir + "/logs/2024", { recursive: true });
  await mkdir(dir + "/logs/2024", { recursive: true });
  await writeFile(dir + "/logs/app.log", '{"level":"info"}\n');
  await appendFile(dir + "/logs/app.log", '{"level":"warn"}\n');
  await fsp.appendFile(dir + "/logs/app.log", Buffer.from('{"level":"error"}\n'));
  const lines = await loadJsonLines(dir + "/logs/app.log");
  console.log(lines.length, lines[2]);
  const raw = await readFile(dir + "/logs/app.log");
  console.log(raw.length, raw.subarray(0, 9), raw.toString("utf8", 2, 7));

  // Many writes at once, then read them back in order.
  const names: string[] = [];
  for (let i = 0; i < 20; i++) names.push(dir + "/logs/2024/part-" + String(i).padStart(2, "0") + ".txt");
  await Promise.all(names.map((n, i) => writeFile(n, "part " + i)));
  const entries = await readdir(dir + "/logs/2024");
  console.log(entries.length, entries[0], entries[19]);
  const contents = await Promise.all(names.map((n) => readFile(n, "utf8")));
  console.log(contents.slice(0, 3).join(", "), contents[19]);

  await rename(dir + "/logs/app.log", dir + "/logs/old.log");
  console.log(await readdir(dir + "/logs"));
  console.log(await tryRead(dir + "/logs/app.log"));
  console.log(await tryRead(dir + "/logs"));
  try {
    await mkdir(dir + "/logs");
  } catch (e) {
    console.log("mkdir:", (e as ErrnoError).code, rel((e as ErrnoError).message));
  }
  try {
    await readdir(dir + "/missing");
  } catch (e) {
    console.log("readdir:", (e as ErrnoError).code, (e as ErrnoError).syscall);
  }
  try {
    await unlink(dir + "/missing");
  } catch (e) {
    console.log("unlink:", rel((e as ErrnoError).message));
  }
  try {
    await rm(dir + "/logs");
  } catch (e) {
    console.log("rm dir:", (e as ErrnoError).code, e instanceof Error);
  }
  await unlink(dir + "/logs/old.log");
  await rm(dir + "/missing", { force: true });

  // Order: the promise settles after the synchronous code that follows the call.
  const order: string[] = [];
  const p = writeFile(dir + "/order.txt", "x").then(() => order.push("written"));
  order.push("after call");
  await p;
  console.log(order.join(" -> "));

  await rm(dir, { recursive: true, force: true });
  console.log(existsSync(dir));
}

main().then(() => console.log("done"));
console.log("main started");
