import { twice, greet, Acc, table } from "./lib";
const a = new Acc().add(3).add(4);
console.log(twice(21), greet("bob"), a.total, a.doubled, table);
