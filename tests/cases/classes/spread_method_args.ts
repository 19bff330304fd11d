// Spread arguments to a method of the class itself (`this.match(...xs)`).
class Matcher {
  private i = 0;
  constructor(private readonly toks: string[]) {}
  match(...texts: string[]): string | undefined {
    for (const t of texts) {
      if (this.toks[this.i] === t) {
        this.i++;
        return t;
      }
    }
    return undefined;
  }
  sum(a: number, b: number, ...rest: number[]): number {
    return rest.reduce((x, y) => x + y, a + b);
  }
  run(levels: string[][]): string[] {
    const out: string[] = [];
    for (const l of levels) out.push(this.match(...l) ?? "-");
    out.push(this.match("x", ...levels[0], "z") ?? "-");
    const nums = [3, 4, 5];
    out.push(String(this.sum(1, 2, ...nums)), String(this.sum(1, 2)));
    return out;
  }
}
console.log(new Matcher(["b", "q", "z"]).run([["a", "b"], ["c"], ["q"]]));
