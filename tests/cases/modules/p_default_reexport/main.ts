// A module importing `export default Foo` (a class named by an identifier)
// that the program reaches before the exporting module's statements are checked.
import { Store } from "./index";
import { Entity2 } from "./index";
console.log(new Store(new Entity2()).e.id);
