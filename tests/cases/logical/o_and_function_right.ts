// `a && b` where a is a function, array or object or undefined: only a's nullish
// part can be the result, so b may be of another function or array type, and
// an arrow on the right takes its parameter types from the expected type.
type Fmt = (v: unknown) => string;
function wrap<T>(f?: (v: T) => string): Fmt | undefined {
  return f && ((v) => `[${f(v as T)}]`);
}
const a = wrap<number>((n) => n.toFixed(2));
const b = wrap<number>();
console.log(a?.(3), b?.(3), typeof a, typeof b);
function lens(words?: string[]): number[] | undefined {
  return words && words.map((w) => w.length);
}
console.log(lens(["ab", "cde"]), lens());
const tags: string[] | null = Math.random() < 2 ? null : ["x"];
const counts = tags && [tags.length, 0];
console.log(counts);
interface Opts { onDone?: (n: number) => void; label?: string }
const log: string[] = [];
function mk(o: Opts): { done?: (n: number) => void } {
  return { done: o.onDone && ((n: number) => o.onDone!(n * 2)) };
}
mk({ onDone: (n) => log.push(`done ${n}`) }).done?.(21);
console.log(log, mk({}).done);
