// Generic methods in non-generic classes (static and instance).
class Util {
  static pick<T>(xs: T[], indexes: number[]): T[] {
    const out: T[] = [];
    for (const i of indexes) if (i >= 0 && i < xs.length) out.push(xs[i]);
    return out;
  }
  static zip<A, B>(as: A[], bs: B[], f: (a: A, b: B) => string): string[] {
    const n = Math.min(as.length, bs.length);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(f(as[i], bs[i]));
    return out;
  }
}

class Logger {
  private lines: string[] = [];
  constructor(private prefix: string) {}
  tap<T>(label: string, value: T): T {
    this.lines.push(this.prefix + label + "=" + String(value));
    return value;
  }
  each<T>(xs: T[], show: (x: T) => string): void {
    for (const x of xs) this.lines.push(this.prefix + show(x));
  }
  dump(): void {
    for (const l of this.lines) console.log(l);
  }
}

console.log(Util.pick(["a", "b", "c", "d"], [3, 0, 9]), Util.pick([10, 20, 30], [1]));
console.log(Util.zip([1, 2, 3], ["one", "two"], (n, s) => s + "=" + n));
const log = new Logger("> ");
const n = log.tap("n", 21) * 2;
const s = log.tap("s", "abc").toUpperCase();
log.tap("flag", n > 40);
log.each([1.5, 2.5], (x) => "x" + x);
log.each(["p", "q"], (x) => x + x);
log.dump();
console.log(n, s);
