// A constructor parameter whose default is a module constant or a call of a
// function with a declared result takes that type (widened) without an annotation.
const DEFAULT_BASE = 10;
const NAMES = ["a", "b"];
const LIMITS = { soft: 5, hard: 9 };
enum Mode {
  Fast,
  Slow,
}
function defaultTimeout(): number {
  return 30;
}
class Conv {
  constructor(
    readonly base = DEFAULT_BASE,
    readonly names = NAMES,
    readonly mode = Mode.Slow,
    readonly timeout = defaultTimeout(),
    private limits = LIMITS,
  ) {}
  describe(): string {
    return `${this.base}/${this.names.join("")}/${Mode[this.mode]}/${this.timeout}/${this.limits.hard}`;
  }
}
class Late {
  constructor(public greeting = GREETING) {}
}
const GREETING = "hi";
const c1 = new Conv();
const c2 = new Conv(2, ["x"], Mode.Fast, 5, { soft: 1, hard: 2 });
console.log(c1, c2.describe(), c1.describe(), new Late(), new Late("yo").greeting.length);
