import { helper } from "./helpers"; // expect error: Cannot find module './helpers' or its corresponding type declarations.
console.log(helper(1));
