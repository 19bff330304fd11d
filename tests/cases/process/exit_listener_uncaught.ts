// An uncaught error still runs the 'exit' listeners, with code 1.
class ConfigError extends Error {}
process.on("exit", (code) => console.log(`cleanup done, code ${code}, exitCode ${process.exitCode}`));
function load(path: string): string {
  if (!path.endsWith(".json")) throw new ConfigError(`not a JSON file: ${path}`);
  return path;
}
console.log(load("app.json"));
setTimeout(() => console.log(load("app.yaml")), 0);
