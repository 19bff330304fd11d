import { Animal } from "./animal";
export class Dog extends Animal {
  private tricks: string[] = [];
  constructor(name: string) {
    super(name);
    this.sound = "woof";
  }
  kind(): string {
    return "dog";
  }
  learn(trick: string): Dog {
    this.tricks.push(trick);
    return this;
  }
  show(): string {
    return this.tricks.length ? this.name + " can " + this.tricks.join(", ") : this.name + " knows nothing";
  }
}
export class Puppy extends Dog {
  kind(): string {
    return "puppy";
  }
  speak(): string {
    return super.speak() + " (tiny)";
  }
}
