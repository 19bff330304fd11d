// node:os: the parts programs use to find their environment, and
// process.platform/arch/pid.
import * as os from "node:os";
import { tmpdir } from "node:os";
console.log(os.platform(), os.type(), os.arch(), os.endianness(), process.platform, process.arch);
console.log(tmpdir() === os.tmpdir(), os.tmpdir().endsWith("/") && os.tmpdir() !== "/", typeof os.homedir());
console.log(os.hostname().length > 0, os.release().length > 0, os.uptime() > 0, os.totalmem() > os.freemem());
console.log(os.availableParallelism() >= 1, JSON.stringify(os.EOL), os.devNull);
console.log(Number.isInteger(process.pid) && process.pid > 0);
