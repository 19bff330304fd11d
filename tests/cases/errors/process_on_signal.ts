// Signals and other process events are not compiled (yet): a clear error, not a silent no-op.
process.on("exit", () => console.log("bye"));
process.on("SIGINT", () => console.log("interrupted")); // expect error: unsupported: 'process.on' of "SIGINT" (only 'exit' and 'beforeExit')
