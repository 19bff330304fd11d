// A dictionary's keys are known only at run time: spreading one into an object
// of an interface type would need a layout Kiln cannot give it.
interface Opts {
  verbose?: number;
  depth?: number;
}
const extra: Record<string, number> = { depth: 2 };
const o: Opts = { verbose: 1, ...extra }; // expect error: unsupported: spreading a dictionary
console.log(o);
