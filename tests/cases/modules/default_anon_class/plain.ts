export default class {
  items: string[] = [];
  add(s: string): this {
    this.items.push(s);
    return this;
  }
}
