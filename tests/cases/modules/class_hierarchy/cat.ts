import { Animal } from "./animal";
export class Cat extends Animal {
  lives = 9;
  constructor(name: string) {
    super(name);
    this.sound = "meow";
  }
  kind(): string {
    return "cat";
  }
}
