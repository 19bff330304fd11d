// node:fs's synchronous calls: files, directories, encodings and Node's error messages.
import { readFileSync, writeFileSync, appendFileSync, existsSync, mkdirSync, readdirSync, unlinkSync, rmSync, renameSync } from "node:fs";
import * as fs from "fs";

// A directory of its own: the case runs at several optimisation levels at once.
const dir = "/tmp/kiln-fs-case-" + Math.random().toString(36).slice(2);
const shown = (e: unknown): string => (e instanceof Error ? e.message.split(dir).join("DIR") : String(e));
rmSync(dir, { recursive: true, force: true });
console.log(existsSync(dir));
mkdirSync(dir + "/a/b/c", { recursive: true });
mkdirSync(dir + "/a/b/c", { recursive: true });
console.log(existsSync(dir + "/a/b"), readdirSync(dir + "/a"));
writeFileSync(dir + "/notes.txt", "héllo\n");
appendFileSync(dir + "/notes.txt", "second line\n");
const text: string = readFileSync(dir + "/notes.txt", "utf8");
console.log(JSON.stringify(text), text.split("\n").length);
const raw: Buffer = readFileSync(dir + "/notes.txt");
console.log(raw.length, raw.subarray(0, 6));
writeFileSync(dir + "/bin.dat", Buffer.from([0, 1, 2, 255]));
console.log(fs.readFileSync(dir + "/bin.dat"), fs.readFileSync(dir + "/bin.dat", { encoding: "hex" }));
writeFileSync(dir + "/b64.txt", "aGk=", "base64");
console.log(readFileSync(dir + "/b64.txt", "latin1"));
renameSync(dir + "/b64.txt", dir + "/hi.txt");
console.log(readdirSync(dir));
unlinkSync(dir + "/hi.txt");
console.log(readdirSync(dir));
try { readFileSync(dir + "/missing.txt", "utf8"); } catch (e) { console.log(shown(e)); }
try { mkdirSync(dir + "/a"); } catch (e) { console.log(shown(e)); }
try { unlinkSync(dir + "/nope"); } catch (e) { console.log(shown(e)); }
try { readdirSync(dir + "/notes.txt"); } catch (e) { console.log(shown(e)); }
try { rmSync(dir + "/a"); } catch (e) { console.log(shown(e).startsWith("Path is a directory")); }
const config = { name: "svc", port: 8080, tags: ["a", "b"] };
writeFileSync(dir + "/config.json", JSON.stringify(config, null, 2));
console.log(readFileSync(dir + "/config.json", "utf8"));
rmSync(dir, { recursive: true });
console.log(existsSync(dir), fs.existsSync("/"));
