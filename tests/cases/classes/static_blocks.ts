// Static initialization blocks: run once, in source order with the static fields.
const log: string[] = [];
class Settings {
  static defaults: Record<string, string> = {};
  static count = 0;
  static {
    log.push("block 1 sees count " + Settings.count);
    this.defaults["theme"] = "dark";
    this.defaults["lang"] = "en";
    this.count = Object.keys(this.defaults).length;
  }
  static late = Settings.count * 10;
  static {
    const extra = ["tz", "unit"];
    for (const e of extra) {
      this.defaults[e] = e.toUpperCase();
    }
    this.count += extra.length;
    log.push("block 2 sees late " + this.late);
  }
  static get(key: string): string {
    return this.defaults[key] ?? "?";
  }
}
log.push("after class");
console.log(log.join("; "));
console.log(Settings.count, Settings.late, Settings.get("theme"), Settings.get("unit"), Settings.get("none"));

// A lookup table built once in a static block.
class Roman {
  static readonly table: [number, string][] = [];
  static {
    const pairs: [number, string][] = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
      [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
    for (const p of pairs) Roman.table.push(p);
  }
  static of(n: number): string {
    let out = "";
    for (const [v, s] of this.table) {
      while (n >= v) {
        out += s;
        n -= v;
      }
    }
    return out;
  }
}
console.log([1994, 2024, 3999, 4].map((n) => Roman.of(n)).join(" "));

// A class declared in a function runs its static block each time the declaration runs.
function makeCounter(start: number): number {
  class Local {
    static value = 0;
    static {
      this.value = start * 2;
    }
  }
  return Local.value;
}
console.log(makeCounter(1), makeCounter(21));
