function makeCounterKit(start: number, step: number) {
  let total = 0;
  const label = "kit" + start;
  class Counter {
    value = start;
    constructor(public name: string) { total++; }
    next(): number {
      this.value += step;
      return this.value;
    }
    describe(): string { return `${label}/${this.name}=${this.value} of ${total}`; }
    clone(): Counter { return new Counter(this.name + "'"); }
  }
  class Fast extends Counter {
    next(): number { return super.next() + step; }
  }
  const a = new Counter("a");
  const b = new Fast("b");
  a.next(); b.next(); b.next();
  const c = b.clone();
  return { items: [a, b, c], count: () => total, describe: () => [a, b, c].map((x) => x.describe()).join("; ") };
}
const k1 = makeCounterKit(10, 1);
const k2 = makeCounterKit(100, 5);
console.log(k1.describe());
console.log(k2.describe());
console.log(k1.count(), k2.count(), k1.items[1]);

function tokenizer(src: string) {
  let pos = 0;
  class Token {
    constructor(public kind: string, public text: string) {}
    toString(): string { return `${this.kind}(${this.text})@${pos}`; }
  }
  const out: Token[] = [];
  while (pos < src.length) {
    const ch = src[pos];
    if (ch === " ") { pos++; continue; }
    if (/[0-9]/.test(ch)) {
      let j = pos;
      while (j < src.length && /[0-9]/.test(src[j])) j++;
      out.push(new Token("num", src.slice(pos, j)));
      pos = j;
    } else {
      out.push(new Token("op", ch));
      pos++;
    }
  }
  return out.map((t) => String(t));
}
console.log(tokenizer("12 + 345 * 6"));
