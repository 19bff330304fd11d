// Defaults apply only to undefined (not null, 0 or ""), and are evaluated
// only when used, in order.
let calls = 0;
function fallback(tag: string): number {
  calls++;
  console.log("fallback", tag);
  return 100 + calls;
}

const values: (number | undefined)[] = [undefined, 0, undefined];
const [a = fallback("a"), b = fallback("b"), c = fallback("c"), d = fallback("d")] = values;
console.log(a, b, c, d, calls);

const maybe: (string | null | undefined)[] = [null, undefined, ""];
const [n1 = "default", n2 = "default", n3 = "default"] = maybe;
console.log(n1, n2, JSON.stringify(n3));

interface Options {
  retries?: number;
  verbose?: boolean;
  name?: string | null;
}
function configure({ retries = 3, verbose = false, name = "anon" }: Options): string {
  return `${retries} ${verbose} ${name}`;
}
console.log(configure({}));
console.log(configure({ retries: 0, verbose: true }));
console.log(configure({ name: null }));
console.log(configure({ name: undefined, retries: undefined }));

// A default for a nested pattern.
interface Settings {
  theme?: { color: string; size: number };
}
function theme({ theme: { color, size } = { color: "gray", size: 12 } }: Settings): string {
  return `${color}@${size}`;
}
console.log(theme({}), theme({ theme: { color: "red", size: 16 } }));

// Past the end of an array: undefined, so the default.
const short = [1];
const [s1 = -1, s2 = -2] = short;
console.log(s1, s2);
