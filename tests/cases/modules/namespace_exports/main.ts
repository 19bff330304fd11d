import { parse, Util } from "./lib";
console.log(parse("abc"), parse.version, parse.twice("ab"), Util.k, Util.Inner.label(2), Util.hits);
