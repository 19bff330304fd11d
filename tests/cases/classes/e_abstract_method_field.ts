// An abstract method implemented by a field holding an arrow function: calls
// through the base class run the field's function.
abstract class Widget {
  static all: Widget[] = [];
  constructor(readonly id: string) {
    Widget.all.push(this);
  }
  abstract render(): string;
  abstract onClick(times?: number): void;
  abstract resize(w: number, h: number): number;
}
class Button extends Widget {
  clicks = 0;
  constructor(id: string, readonly label: string) {
    super(id);
  }
  onClick = (times = 1): void => {
    this.clicks += times;
  };
  render = (): string => `<button id="${this.id}">${this.label} (${this.clicks})</button>`;
  resize = (w: number, h: number) => w * h;
}
class Label extends Widget {
  render(): string { return `<span>${this.id}</span>`; }
  onClick(): void {}
  resize(w: number): number { return w; }
}
const b = new Button("ok", "OK");
new Label("title");
for (const w of Widget.all) {
  w.onClick();
  w.onClick(2);
  console.log(w.render(), w.resize(3, 4));
}
const r = b.render;
console.log(r(), b.clicks);
