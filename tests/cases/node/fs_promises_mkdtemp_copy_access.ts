// node:fs/promises mkdtemp, copyFile (COPYFILE_EXCL) and access (with modes),
// their errors, and the usual `access(p).then(() => true, () => false)`.
import * as fsp from "node:fs/promises";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
async function main() {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "cp-"));
  console.log(path.basename(dir).length, fs.statSync(dir).isDirectory());
  const a = path.join(dir, "a.txt"), b = path.join(dir, "b.txt");
  await fsp.writeFile(a, "hello");
  await fsp.copyFile(a, b);
  console.log(await fsp.readFile(b, "utf8"));
  try { await fsp.copyFile(a, b, fs.constants.COPYFILE_EXCL); } catch (e) { console.log((e as NodeJS.ErrnoException).code, (e as Error).message.replace(dir, "<dir>").replace(dir, "<dir>")); }
  try { await fsp.copyFile(path.join(dir, "nope"), b); } catch (e) { console.log((e as NodeJS.ErrnoException).code, (e as NodeJS.ErrnoException).syscall); }
  console.log(await fsp.access(a), await fsp.access(a, fs.constants.R_OK | fs.constants.W_OK));
  try { await fsp.access(path.join(dir, "missing")); } catch (e) { console.log((e as NodeJS.ErrnoException).code, (e as Error).message.replace(dir, "<dir>")); }
  try { await fsp.mkdtemp(path.join(dir, "no", "such", "x-")); } catch (e) { console.log((e as NodeJS.ErrnoException).code, (e as NodeJS.ErrnoException).syscall); }
  const exists = async (p: string) => fsp.access(p).then(() => true, () => false);
  console.log(await exists(a), await exists(a + ".bak"));
  await fsp.rm(dir, { recursive: true, force: true });
  console.log(fs.existsSync(dir));
}
main();
