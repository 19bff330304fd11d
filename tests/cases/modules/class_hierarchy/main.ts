import { Animal } from "./animal";
import { Dog, Puppy } from "./dog";
import { Cat } from "./cat";
import { Zoo } from "./zoo";

const zoo = new Zoo();
const rex = new Dog("Rex").learn("sit").learn("roll over");
const bit = new Puppy("Bit");
zoo.add(rex);
zoo.add(new Cat("Tom"));
zoo.add(bit);
zoo.add(new Animal("Generic"));
for (const line of zoo.chorus()) console.log(line);
console.log(rex.show(), "|", bit.show());
console.log("dogs:", zoo.dogs(), "cats:", zoo.cats().map((c) => c.name + "/" + c.lives).join(","));
console.log(rex.toString(), bit.toString(), Animal.count);
const a: Animal = bit;
console.log(a.kind(), a instanceof Puppy, a instanceof Cat);
