// `const { a, b: c } = ns` of a namespace import (a built-in module's or the program's), at the top level or in a function, binds the names as a named import would.
import * as path from "path";
function g(k: number): string {
  switch (k) {
    case 1: {
      const { basename } = path;
      return basename("/a/b");
    }
    case 2:
      const { extname } = path;
      return extname("x.ts");
    default:
      return "none";
  }
}
console.log(g(1), g(2), g(3));
const arrow = (p: string): string => {
  const { normalize: norm } = path;
  return norm(p);
};
console.log(arrow("/a//b/../c"));
class K {
  m(): string {
    const { sep } = path;
    return sep;
  }
}
console.log(new K().m());
