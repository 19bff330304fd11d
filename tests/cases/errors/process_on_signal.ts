// Process events other than exit, beforeExit and the common signals are a clear error, not a silent no-op.
process.on("exit", () => console.log("bye"));
process.on("SIGWINCH", () => console.log("resized")); // expect error: unsupported: 'process.on' of "SIGWINCH" (only 'exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR1', 'SIGUSR2', 'unhandledRejection')
