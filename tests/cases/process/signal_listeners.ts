// Graceful shutdown written with process.on(signal): the listener, not the
// default action, decides; signals arrive through the event loop.
let ticks = 0;
const work = setInterval(() => {
  ticks++;
}, 5);
function shutdown(signal: string): void {
  console.log(`received ${signal}, stopping after ${ticks > 0 ? "some" : "no"} ticks`);
  clearInterval(work);
}
process.on("SIGTERM", shutdown);
process.once("SIGUSR1", (sig) => console.log("once:", sig));
process.on("SIGUSR2", (sig) => {
  console.log("usr2:", sig);
  process.kill(process.pid, "SIGUSR1");
  setTimeout(() => process.kill(process.pid), 10); // SIGTERM by default
});
process.on("exit", (code) => console.log("exit", code));
setTimeout(() => {
  console.log("sending SIGUSR2");
  process.kill(process.pid, "SIGUSR2");
}, 20);
try {
  process.kill(process.pid, "SIGNOPE");
} catch (e) {
  console.log((e as Error).message);
}
console.log("kill returns", process.kill(process.pid, 0));
