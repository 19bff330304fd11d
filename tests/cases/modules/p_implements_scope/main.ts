// A base class's `implements` clause and constructor parameter types name
// imports of its own module, which the modules reaching it lack.
import Leaf from "./leaf";
const l = new Leaf(2, 3);
console.log(l.show(), l.kind, l.weight);
