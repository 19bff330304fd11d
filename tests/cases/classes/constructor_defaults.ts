// Constructors with default and optional parameters, and overload-like factories.
class Color {
  constructor(public r: number = 0, public g: number = 0, public b: number = 0, public a: number = 1) {}
  static gray(level: number): Color {
    return new Color(level, level, level);
  }
  static parse(hex: string): Color {
    const h = hex.startsWith("#") ? hex.slice(1) : hex;
    const n = parseInt(h, 16);
    return new Color((n >> 16) & 255, (n >> 8) & 255, n & 255);
  }
  hex(): string {
    const part = (v: number) => v.toString(16).padStart(2, "0");
    return "#" + part(this.r) + part(this.g) + part(this.b);
  }
  css(): string {
    return this.a === 1 ? `rgb(${this.r}, ${this.g}, ${this.b})` : `rgba(${this.r}, ${this.g}, ${this.b}, ${this.a})`;
  }
}

console.log(new Color().css(), new Color(255).css(), new Color(1, 2).css(), new Color(1, 2, 3, 0.5).css());
console.log(new Color(undefined, 128).css(), Color.gray(200).hex(), Color.parse("#1e90ff").css(), Color.parse("ff8000").hex());

class Timer {
  label: string;
  elapsed: number;
  constructor(label?: string, start?: number) {
    this.label = label === undefined ? "timer" : label;
    this.elapsed = start === undefined ? 0 : start;
  }
  add(ms: number = 1000): Timer {
    this.elapsed += ms;
    return this;
  }
  show(): string {
    return `${this.label}: ${(this.elapsed / 1000).toFixed(1)}s`;
  }
}
console.log(new Timer().show(), new Timer("t1").add().add(500).show(), new Timer(undefined, 2500).add().show());

// A default that reads an earlier parameter.
class Range {
  constructor(public lo: number, public hi: number = lo + 10, public step: number = hi > lo ? 1 : -1) {}
  values(): number[] {
    const out: number[] = [];
    for (let v = this.lo; this.step > 0 ? v <= this.hi : v >= this.hi; v += this.step) out.push(v);
    return out;
  }
}
console.log(new Range(1, 4).values().join(","), new Range(3, 0).values().join(","), new Range(0).values().length, new Range(0, 10, 5));
