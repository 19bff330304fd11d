// process.exitCode: read back, and the status of the program's normal exit.
interface Check {
  name: string;
  ok: boolean;
}
const checks: Check[] = [
  { name: "config", ok: true },
  { name: "disk", ok: false },
  { name: "network", ok: true },
];
console.log("before:", process.exitCode);
for (const c of checks) {
  console.log(`${c.ok ? "pass" : "FAIL"} ${c.name}`);
  if (!c.ok) process.exitCode = 4;
}
console.log("after:", process.exitCode);
setTimeout(() => console.log("timers still run; exiting with", process.exitCode), 1);
