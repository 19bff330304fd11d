import { chunk } from "lodash"; // expect error: Cannot find module 'lodash' or its corresponding type declarations.
console.log(chunk);
