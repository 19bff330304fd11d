// process.on / once with an event name held in a variable: the listener
// is found by name at run time.
const seen: string[] = [];
for (const sig of ["SIGUSR1", "SIGUSR2"] as const) {
  process.on(sig, (name) => {
    seen.push(`${sig} -> ${name}`);
  });
}
const names: string[] = ["exit"];
for (const ev of names) process.once(ev, () => console.log("exit listener, seen:", seen.join("; ")));
type Shutdown = "SIGINT" | "SIGTERM";
function onShutdown(signal: Shutdown, f: (s: string) => void): void {
  process.on(signal, f);
}
onShutdown("SIGTERM", (s) => {
  console.log("shutting down on", s);
});
process.kill(process.pid, "SIGUSR1");
setTimeout(() => {
  process.kill(process.pid, "SIGUSR2");
  setTimeout(() => {
    process.kill(process.pid, "SIGTERM");
    setTimeout(() => console.log("done"), 50);
  }, 50);
}, 50);
