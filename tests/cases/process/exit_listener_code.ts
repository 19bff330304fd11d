// An 'exit' listener sees the code of process.exit(), and may change process.exitCode.
function fail(reason: string): never {
  console.log("failing:", reason);
  process.exit(4);
}
process.on("exit", (code) => {
  console.log("exit listener 1, code", code);
  if (code === 4) process.exitCode = 6;
});
process.addListener("exit", (code) => console.log("exit listener 2, code", code, "exitCode", process.exitCode));
process.on("beforeExit", () => console.log("never: process.exit() skips beforeExit"));
setTimeout(() => fail("disk full"), 2);
console.log("started");
