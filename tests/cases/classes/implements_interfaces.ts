// classes implementing interfaces; arrays typed by the interface.
interface Comparable {
  compareTo(o: Comparable): number;
  key(): number;
}
interface Printable {
  print(): string;
}

class Version implements Comparable, Printable {
  constructor(public major: number, public minor: number, public patch: number) {}
  key(): number {
    return this.major * 1e6 + this.minor * 1e3 + this.patch;
  }
  compareTo(o: Comparable): number {
    return this.key() - o.key();
  }
  print(): string {
    return `v${this.major}.${this.minor}.${this.patch}`;
  }
}

class Weight implements Comparable {
  constructor(public grams: number) {}
  key(): number {
    return this.grams;
  }
  compareTo(o: Comparable): number {
    return this.key() - o.key();
  }
}

function maxOf(xs: Comparable[]): Comparable {
  let m = xs[0];
  for (const x of xs) if (x.compareTo(m) > 0) m = x;
  return m;
}

const versions = [new Version(1, 2, 3), new Version(1, 10, 0), new Version(1, 9, 99), new Version(0, 99, 99)];
const best = maxOf(versions);
let at = -1;
for (let i = 0; i < versions.length; i++) if (versions[i] === best) at = i;
console.log(best.key(), best instanceof Version, at);
const printables: Printable[] = versions;
console.log(printables.map((p) => p.print()).join(" "));

const ws: Comparable[] = [new Weight(500), new Weight(1500), new Weight(900)];
console.log(maxOf(ws).key());

// An interface implemented by a class and by an object literal, in one array.
interface Logger {
  lines: string[];
  log(s: string): void;
}
class PrefixLogger implements Logger {
  lines: string[] = [];
  constructor(private prefix: string) {}
  log(s: string): void {
    this.lines.push(this.prefix + s);
  }
}
const literalLogger: Logger = {
  lines: [],
  log(s: string): void {
    this.lines.push(s.toUpperCase());
  },
};
const loggers: Logger[] = [new PrefixLogger("> "), literalLogger, new PrefixLogger("# ")];
for (const l of loggers) {
  l.log("one");
  l.log("two");
}
for (const l of loggers) console.log(l.lines.join(" | "));
console.log(loggers[0], loggers[2]);

// A class implementing an interface with an optional member and a readonly member.
interface Shape {
  readonly sides: number;
  name?: string;
}
class Tri implements Shape {
  readonly sides = 3;
}
class Quad implements Shape {
  readonly sides = 4;
  name = "quad";
}
const shapes: Shape[] = [new Tri(), new Quad(), { sides: 5 }];
console.log(shapes.map((s) => (s.name === undefined ? "?" : s.name) + s.sides).join(","));
