import { Animal } from "./animal";
import { Dog } from "./dog";
import { Cat } from "./cat";

export class Zoo {
  private animals: Animal[] = [];
  add(a: Animal): void {
    this.animals.push(a);
  }
  chorus(): string[] {
    return this.animals.map((a) => a.speak());
  }
  dogs(): number {
    let n = 0;
    for (const a of this.animals) if (a instanceof Dog) n++;
    return n;
  }
  cats(): Cat[] {
    const out: Cat[] = [];
    for (const a of this.animals) if (a instanceof Cat) out.push(a);
    return out;
  }
}
