// Static getters and setters: a registry with a computed count, a
// configuration with a validated setter, and inheritance of statics.
class Registry {
  private static items: string[] = [];
  static register(name: string): void {
    Registry.items.push(name);
  }
  static get count(): number {
    return Registry.items.length;
  }
  static get names(): string {
    return this.items.join(", ");
  }
}

class Config {
  private static _level = 1;
  static get level(): number {
    return Config._level;
  }
  static set level(v: number) {
    if (v < 0 || v > 5) throw new RangeError(`level out of range: ${v}`);
    Config._level = v;
  }
  static set label(s: string) {
    console.log("label set to", s);
  }
}

class Base {
  static get kind(): string {
    return "base";
  }
}
class Derived extends Base {
  static describe(): string {
    return `derived of ${Base.kind}`;
  }
}

console.log(Registry.count);
Registry.register("alpha");
Registry.register("beta");
console.log(Registry.count, Registry.names);

console.log(Config.level);
Config.level = 3;
console.log(Config.level);
Config.level += 1;
console.log(Config.level);
Config.level++;
console.log(Config.level);
const r = (Config.level = 2);
console.log(r, Config.level);
try {
  Config.level = 9;
} catch (e) {
  if (e instanceof RangeError) console.log("caught:", e.message);
}
console.log(Config.level);
Config.label = "hello";
console.log(Derived.kind, Derived.describe());
