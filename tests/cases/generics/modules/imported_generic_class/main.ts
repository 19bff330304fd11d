// an imported generic class instantiated only by the importer (at -O0 its
// object once referred to the uninstantiated constructor, which no object defines)
import { Box, boxed } from "./box";
const b = new Box<string>("hi");
const n = boxed(3);
console.log(b.get(), n.map(x => x * 2).get(), new Box(true).value, new Box([1, 2]).map(xs => xs.length).get());
