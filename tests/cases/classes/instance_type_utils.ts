// InstanceType and ConstructorParameters of class values (a class, a mixin's
// class), and spreading a tuple of arguments into `new`.
type Constructor<T = {}> = new (...args: any[]) => T;
function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = 1000;
    touch(): number {
      this.createdAt += 500;
      return this.createdAt;
    }
  };
}
class Entity {
  constructor(public readonly id: string, public rank = 0) {}
  describe(): string {
    return `Entity(${this.id}, ${this.rank})`;
  }
}
const Stamped = Timestamped(Entity);
type StampedT = InstanceType<typeof Stamped>;
const items: StampedT[] = [new Stamped("a"), new Stamped("b", 4)];
console.log(items.map((e) => `${e.describe()} @${e.touch()}`));

type EntityArgs = ConstructorParameters<typeof Entity>;
const full: EntityArgs = ["c", 7];
const short: EntityArgs = ["d"];
const e1: InstanceType<typeof Entity> = new Entity(...full);
const e2 = new Entity(...short);
console.log(e1, e2, full.length, short.length);

class Pair {
  constructor(public left: string, public right: number) {}
}
const args: [string, number] = ["l", 2];
console.log(new Pair(...args));

// a tuple with optional elements spread as the last argument of a call
function fmt(a: string, b = 10, c?: boolean): string {
  return `${a}/${b}/${c}`;
}
const t1: [string, number?] = ["x"];
const t2: [string, number?, boolean?] = ["y", undefined, true];
const t3: Parameters<typeof fmt> = ["z", 3];
console.log(fmt(...t1), fmt(...t2), fmt(...t3));
