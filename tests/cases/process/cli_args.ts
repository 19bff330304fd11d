// args: build --out dist -v --level=3 src/a.ts src/b.ts
// A command-line tool's argument parsing: process.argv as an array, and
// output written with process.stdout.write (no newline) between console.log calls.
interface Options { command: string; out: string; verbose: boolean; level: number; files: string[] }

function parseArgs(argv: readonly string[]): Options {
  const opts: Options = { command: "help", out: "out", verbose: false, level: 1, files: [] };
  const args = argv.slice(2);
  const command = args.shift();
  if (command !== undefined) opts.command = command;
  while (args.length > 0) {
    const a = args.shift()!;
    if (a === "-v" || a === "--verbose") opts.verbose = true;
    else if (a === "--out") opts.out = args.shift() ?? opts.out;
    else if (a.startsWith("--level=")) opts.level = Number(a.slice("--level=".length));
    else if (a.startsWith("-")) throw new Error(`unknown option ${a}`);
    else opts.files.push(a);
  }
  return opts;
}

const opts = parseArgs(process.argv);
console.log(opts);
console.log(process.argv.length, process.argv.slice(2).join(" | "), process.argv.indexOf("-v"));
const same = process.argv;
same.push("extra");
console.log(process.argv.length === same.length, process.argv[process.argv.length - 1]);

process.stdout.write(`building ${opts.files.length} files`);
for (const f of opts.files) process.stdout.write(".");
process.stdout.write("\n");
const ok: boolean = process.stdout.write("ünïcödé ✓ 日本\n");
console.log("done", ok);
process.stdout.write(new Uint8Array([104, 105, 10]));
process.stderr.write("warnings go to stderr\n");
try {
  parseArgs(["node", "tool", "x", "--nope"]);
} catch (e) {
  console.log((e as Error).message);
}
