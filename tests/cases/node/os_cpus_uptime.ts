// os.cpus() (libuv's uv_cpu_info, as Node's) and process.uptime(): shapes and types
// only, the values being the machine's.
import * as os from "node:os";
const cpus = os.cpus();
console.log(cpus.length >= 1, cpus.length <= 4096);
for (const c of cpus.slice(0, 1)) {
  console.log(typeof c.model, typeof c.speed, Object.keys(c), Object.keys(c.times), c.times.idle > 0, c.speed >= 0);
}
const total = cpus.reduce((s, c) => s + c.times.user + c.times.sys, 0);
console.log(total > 0, JSON.stringify(cpus[0]).startsWith('{"model":'));
console.log(process.uptime() < 10);
