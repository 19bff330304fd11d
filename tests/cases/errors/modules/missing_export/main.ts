import { parse, format } from "./lib"; // expect error: Module '"./lib"' has no exported member 'format'.
console.log(parse("12"));
