// `import type` of a generic class, bound late inside an import cycle: Box<number> takes its argument.
import { unwrap } from "./a";
import { Box, go } from "./b";
console.log(unwrap(new Box(21)), go());
