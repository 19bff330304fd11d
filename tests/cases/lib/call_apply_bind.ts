// fn.call, fn.apply and fn.bind where the this they pass is the one the
// function already has, and Math.max.apply / Math.min.apply over arrays.
const readings = [18.5, 21.25, 19, 23.75, 17];
console.log(Math.max.apply(null, readings), Math.min.apply(Math, readings));
console.log(Math.max.apply(null, []), Math.min.apply(undefined, [3]));
const spread = Math.max.apply(null, readings) - Math.min.apply(null, readings);
console.log("spread", spread);

function weightedAverage(values: number[], weights: number[]): number {
  let sum = 0;
  let w = 0;
  for (const [i, v] of values.entries()) {
    sum += v * weights[i];
    w += weights[i];
  }
  return sum / w;
}
console.log(weightedAverage.call(null, [1, 2, 3], [1, 1, 2]));
console.log(weightedAverage.apply(null, [[10, 20], [3, 1]]));

const format = (label: string, value: number, unit = "C"): string => `${label}: ${value.toFixed(1)}°${unit}`;
console.log(format.call(undefined, "now", 21.25));
console.log(format.apply(null, ["max", 23.75, "F"]));
const fmt2 = format.bind(null);
console.log(fmt2("min", 17));

class Counter {
  private count = 0;
  constructor(private readonly name: string) {}
  increment(by: number): number {
    this.count += by;
    return this.count;
  }
  report(): string {
    return `${this.name}=${this.count}`;
  }
}

const clicks = new Counter("clicks");
const inc = clicks.increment.bind(clicks);
inc(1);
inc(2);
[5, 10].forEach((n) => clicks.increment.call(clicks, n));
console.log(clicks.increment.apply(clicks, [100]), clicks.report());
const report = clicks.report.bind(clicks);
console.log(report());

class Button {
  private presses = 0;
  readonly label: string;
  readonly onPress: () => string;
  constructor(label: string) {
    this.label = label;
    this.onPress = this.handle.bind(this);
  }
  private handle(): string {
    this.presses++;
    return `${this.label} pressed ${this.presses}x`;
  }
}
const ok = new Button("OK");
const handlers: (() => string)[] = [ok.onPress, ok.onPress];
for (const h of handlers) console.log(h());

// A this argument with a side effect is still evaluated.
let evaluated = 0;
const touch = (): null => {
  evaluated++;
  return null;
};
const twice = (x: number): number => x * 2;
console.log(twice.call(touch(), 21), twice.apply(touch(), [4]), evaluated);
