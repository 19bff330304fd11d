export class Animal {
  static count = 0;
  protected sound = "...";
  constructor(public name: string) {
    Animal.count++;
  }
  speak(): string {
    return `${this.name} says ${this.sound}`;
  }
  kind(): string {
    return "animal";
  }
  toString(): string {
    return `${this.kind()}(${this.name})`;
  }
}
