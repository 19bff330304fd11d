// process.env read as a value (const env = process.env): a dictionary of the
// environment, its entries string | undefined, with keys, entries, `in` and
// defaults; passed to a function taking NodeJS.ProcessEnv-like records.
const env = process.env;
const port = Number.parseInt(env.KILN_TEST_PORT_UNSET ?? "3000", 10);
const path = env["PATH"];
console.log(port, typeof path, path === process.env.PATH, env.KILN_SURELY_UNSET === undefined);
console.log("PATH" in env, "KILN_SURELY_UNSET" in env, Object.keys(env).length > 3);
console.log(Object.keys(env).includes("PATH"), Object.entries(env).every(([k, v]) => typeof k === "string" && typeof v === "string"));

function flag(e: Record<string, string | undefined>, name: string, dflt = false): boolean {
  const v = e[name]?.toLowerCase();
  return v === undefined ? dflt : ["1", "true", "yes", "on"].includes(v);
}
console.log(flag(env, "KILN_SURELY_UNSET"), flag(env, "KILN_SURELY_UNSET", true), flag({ DEBUG: "Yes" }, "DEBUG"));
const pathDirs = (process.env.PATH ?? "").split(":").filter(Boolean);
console.log(pathDirs.length > 0, pathDirs.every((d) => d.startsWith("/")));
const { KILN_SURELY_UNSET: missing = "fallback" } = process.env;
console.log(missing);
