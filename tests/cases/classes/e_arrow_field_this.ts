class Counter {
  // (this class starts the file: at byte 0) Arrow-function fields read and
  // assign `this` of the instance they were made for, also when detached.
  count = 0;
  readonly step: number;
  constructor(step = 1) {
    this.step = step;
  }
  increment = (): number => (this.count += this.step);
  reset = () => {
    this.count = 0;
  };
  describe = () => `count=${this.count} step=${this.step}`;
}

abstract class Widget {
  static all: Widget[] = [];
  constructor(readonly id: string) {
    Widget.all.push(this);
  }
  abstract render(): string;
}

class Button extends Widget {
  clicks = 0;
  label: string;
  constructor(id: string, label: string) {
    super(id);
    this.label = label;
  }
  onClick = (times = 1): void => {
    this.clicks += times;
  };
  render(): string {
    const text = () => `${this.label} (${this.clicks})`;
    return `<button id="${this.id}">${text()}</button>`;
  }
}

const c = new Counter(5);
const inc = c.increment;
inc();
inc();
console.log(c.count, c.describe());
const { reset } = c;
reset();
console.log(c.count, [1, 2, 3].map(() => new Counter().increment()));

const ok = new Button("ok", "OK");
const cancel = new Button("cancel", "Cancel");
const handlers = [ok.onClick, cancel.onClick, ok.onClick];
handlers.forEach((h, i) => h(i + 1));
for (const w of Widget.all) console.log(w.render());
