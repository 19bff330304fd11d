// `...(cond && { x })` in an object literal: a false (or a number, or null)
// spreads nothing, an object its properties.
interface Task {
  title: string;
  due?: string;
  n?: number;
  big?: boolean;
}

function mk(title: string, due?: string, n = 0): Task {
  return { title, ...(due !== undefined && { due }), ...(n > 0 && { n, big: n > 10 }) };
}
console.log(mk("a"), mk("b", "2024-01-01"), mk("c", undefined, 3), mk("d", "x", 30));

function flags(debug: boolean, level: number) {
  return { base: true, ...(debug && { verbose: level }), ...(level ? { level } : null) };
}
const f1 = flags(false, 0);
const f2 = flags(true, 2);
console.log(f1, f2, Object.keys(f2).length, f2.verbose);
